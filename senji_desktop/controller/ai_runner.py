"""AI search in a child process, driven by the controller's worker thread.

A pure-Python search in a worker thread competes with the GUI thread for the
GIL, so animations stutter while Hard thinks (every Python callback on the
GUI thread waits for the GIL; busy animation frames suffer most). An
:class:`AiProcess` moves the search into one persistent child process; the
controller's worker thread only sends the request and waits for the answer
(the wait releases the GIL), so the GUI thread keeps the interpreter to itself.

- The child is started with the ``spawn`` method (never ``fork`` in a Qt
  app), as a daemon, lazily or ahead of time with :meth:`AiProcess.warm_up`
  (from a background thread, so spawning never blocks the GUI thread). It
  runs :func:`_child_main`, which imports only ``engine``/``games``/``ai``:
  this module imports no Qt, and the AI is imported inside the child.
- A request carries the agent key (the seat), the game id, the agent name and
  the keyword arguments of ``ai.agents.make_agent`` (seed, iterations,
  time_limit_s), and the seat's view. The child makes the agent afresh for
  every request, with exactly those arguments, so its decision is the one a
  new agent with them makes in the worker thread, as the controller makes one
  for every decision: the same position gets the same answer, also when it
  comes again after an undo (an agent kept from the first time would have
  moved its random generator on, and a player could take a move back and
  play it again until the AI answered as he liked). Views and actions are picklable frozen
  dataclasses; no game state ever crosses the pipe (the view is the seat's
  own, so no hidden information reaches the child that the agent would not
  have seen in a thread).
- Cancellation: a flag in shared memory (:class:`SharedFlag`, one byte,
  no lock) is the search's ``cancel`` in the child; the worker thread sets
  it as soon as the controller's cancel event is set, and clears it before
  the next request. No ``multiprocessing`` lock, event or queue is made:
  those are named semaphores, which only the garbage collector unlinks, and
  the app ends with ``os._exit`` (no collection): the resource tracker then
  printed "leaked semaphore objects" warnings on every quit.
- The child lowers its own scheduling priority by :data:`CHILD_NICE` (POSIX
  ``nice``; nothing where the platform has none) after its imports, which run
  at the app's priority (so the first AI move does not wait for them). Measured on the shared
  2-core machine: while Hard searched, the GUI thread's longest timer gaps
  were spent inside Qt's event loop with no Python thread holding the GIL
  (a ``faulthandler`` watchdog dumped the stacks), i.e. the GUI process was
  waiting for a CPU that the search child, at the same priority, was using.
  At a lower priority the child yields the CPU to the GUI whenever both are
  runnable; on an idle core it searches as fast as before.
- If the child cannot be started, dies, or does not answer in time, the
  decision falls back to the caller's in-thread search (a warning is logged),
  so a game never stalls.
- :meth:`AiProcess.shutdown` ends the child at once (a kill, without waiting
  for the child to be gone).
"""

from __future__ import annotations

import contextlib
import ctypes
import itertools
import logging
import multiprocessing
import os
import threading
import time
from collections.abc import Callable, Mapping
from multiprocessing.connection import Connection, wait
from multiprocessing.context import SpawnProcess
from typing import Any

from senji_desktop import quit_probe

log = logging.getLogger(__name__)

#: The agent names searched in the child; ``random`` and ``heuristic`` decide
#: in microseconds and stay in the worker thread.
CHILD_AGENTS: frozenset[str] = frozenset({"easy", "normal", "hard"})

#: How often, in seconds, the waiting worker thread looks at the controller's
#: cancel event (the wait itself sleeps without the GIL).
POLL_S = 0.02
#: Seconds an answer may take beyond the request's own time limit before the
#: child counts as hung (killed, then the in-thread fallback decides).
ANSWER_GRACE_S = 20.0
#: Seconds to wait for the child's answer after a cancel before killing it.
CANCEL_GRACE_S = 2.0
#: How much the child lowers its scheduling priority (``os.nice`` increment),
#: so the GUI process gets the CPU first when both want it.
CHILD_NICE = 10


class SharedFlag:
    """A cancel flag both processes see: one byte of shared memory, set and
    read without a lock (a single byte is written whole). It offers what an
    agent's ``decide`` asks of its cancel event (``is_set``), and creates no
    named semaphore (see the module docstring). Passed to the child when it
    is started (spawn), never later."""

    def __init__(self, ctx: Any) -> None:
        self._value = ctx.RawValue(ctypes.c_bool, False)

    def is_set(self) -> bool:
        return bool(self._value.value)

    def set(self) -> None:
        self._value.value = True

    def clear(self) -> None:
        self._value.value = False


def _child_main(conn: Connection, cancel: SharedFlag, nice: int = 0) -> None:
    """The child's loop: answer requests until the pipe closes or ``None`` arrives.

    The child lowers its priority by `nice` (where ``os.nice`` exists) once
    its imports are done.
    A request is ``(request id, key, game id, agent name, make_agent kwargs,
    view)``; an answer is ``(request id, "ok" | "cancelled" | "error", action
    or error text)``."""
    from senji_desktop.ai.agents import make_agent
    from senji_desktop.ai.ismcts import SearchCancelled

    # Only after the imports: at a low priority on a busy machine they took
    # many seconds, and the game waited that long for its first AI move.
    if nice > 0:
        with contextlib.suppress(AttributeError, OSError):
            os.nice(nice)

    while True:
        try:
            msg = conn.recv()
        except (EOFError, OSError):
            return
        if msg is None:
            return
        req_id, _key, game_id, name, kw, view = msg
        try:
            # A new agent for every request: nothing carries over from an
            # earlier decision, such as one an undo took back.
            agent: Any = make_agent(game_id, name, **kw)  # decide() only asks cancel.is_set()
            action = agent.decide(view, cancel)
            reply: tuple[Any, str, Any] = (req_id, "ok", action)
        except SearchCancelled:
            reply = (req_id, "cancelled", None)
        except Exception as err:  # reported to the parent, which falls back
            reply = (req_id, "error", f"{type(err).__name__}: {err}")
        try:
            conn.send(reply)
        except (OSError, ValueError):
            return


class AiProcess:
    """One persistent child process that runs AI decisions for one controller.

    Thread use: :meth:`decide` runs in the controller's worker thread (one
    request at a time); :meth:`warm_up` and :meth:`shutdown` may be called
    from any thread, including the GUI thread (neither waits for the child's
    imports; shutdown does not wait for the child to end)."""

    def __init__(self) -> None:
        self._ctx = multiprocessing.get_context("spawn")
        self._lock = threading.Lock()  # guards the fields below
        self._proc: SpawnProcess | None = None
        self._conn: Connection | None = None
        self._cancel: SharedFlag | None = None
        self._closed = False
        self._ids = itertools.count(1)

    # ---- life cycle -------------------------------------------------------

    @property
    def alive(self) -> bool:
        """True while the child process runs."""
        with self._lock:
            return self._proc is not None and self._proc.is_alive()

    @property
    def pid(self) -> int | None:
        """The child's process id, or None before it was started."""
        with self._lock:
            return self._proc.pid if self._proc is not None else None

    def warm_up(self) -> None:
        """Start the child in a background thread (returns at once)."""
        if self._closed:
            return
        threading.Thread(target=self._ensure_started, name="senji-ai-spawn",
                         daemon=True).start()

    def _ensure_started(self) -> tuple[SpawnProcess, Connection, SharedFlag] | None:
        """The running child, its pipe end and cancel event; None if it cannot run."""
        with self._lock:
            if self._closed:
                return None
            if self._proc is not None and self._proc.is_alive():
                assert self._conn is not None and self._cancel is not None
                return self._proc, self._conn, self._cancel
            self._discard_locked()
            try:
                parent_end, child_end = self._ctx.Pipe(duplex=True)
                cancel = SharedFlag(self._ctx)
                proc = self._ctx.Process(target=_child_main, args=(child_end, cancel, CHILD_NICE),
                                         name="senji-ai", daemon=True)
                proc.start()
            except Exception:
                log.warning("the AI child process could not be started", exc_info=True)
                return None
            child_end.close()
            self._proc, self._conn, self._cancel = proc, parent_end, cancel
            return proc, parent_end, cancel

    def _discard_locked(self) -> None:
        """End and forget the current child (caller holds the lock)."""
        proc, conn = self._proc, self._conn
        self._proc = self._conn = self._cancel = None
        if conn is not None:
            with contextlib.suppress(OSError):
                conn.close()
        if proc is not None:
            if proc.is_alive():
                # Killed, not waited for: the child keeps nothing, and on a busy
                # machine the low-priority child may wait long for a CPU to end
                # on (quitting under load waited up to 1.4 s here). The ended
                # child is reaped by multiprocessing (active_children, the next
                # start) or, once the app has exited, by the system.
                with contextlib.suppress(OSError, ValueError):
                    proc.kill()
                quit_probe.step("ai_killed")
            with contextlib.suppress(ValueError):  # still ending: closed when reaped
                proc.close()

    def _discard(self, proc: SpawnProcess) -> None:
        with self._lock:
            if self._proc is proc:
                self._discard_locked()

    def shutdown(self) -> None:
        """End the child now (killed, not waited for); later requests
        are refused: :meth:`decide` raises ``SearchCancelled`` after shutdown.
        Safe to call repeatedly and from any thread."""
        with self._lock:
            self._closed = True
            if self._cancel is not None:
                self._cancel.set()
            self._discard_locked()

    # ---- decisions --------------------------------------------------------

    def decide(
        self,
        key: Any,
        game_id: str,
        name: str,
        kw: Mapping[str, Any],
        view: Any,
        cancel: threading.Event | None,
        fallback: Callable[[], Any],
    ) -> Any:
        """The child's decision for agent `key` (``make_agent(game_id, name, **kw)``) on `view`.

        Blocks the calling (worker) thread without holding the GIL. Raises
        ``ai.ismcts.SearchCancelled`` (as every agent does) once `cancel` is set or after :meth:`shutdown`; calls
        `fallback()` (the same decision in this thread) and returns its result
        if the child cannot be started, dies, fails, or does not answer within
        ``kw["time_limit_s"] + ANSWER_GRACE_S`` seconds."""
        from senji_desktop.ai.ismcts import SearchCancelled

        started = self._ensure_started()
        if started is None:
            if self._closed:
                raise SearchCancelled
            return self._fall_back("could not be started", fallback)
        proc, conn, mp_cancel = started
        sentinel = proc.sentinel
        mp_cancel.clear()
        if cancel is not None and cancel.is_set():
            raise SearchCancelled
        req_id = next(self._ids)
        try:
            conn.send((req_id, key, game_id, name, dict(kw), view))
        except (OSError, ValueError) as err:
            self._discard(proc)
            return self._fall_back(f"did not take the request ({err})", fallback)
        limit = kw.get("time_limit_s")
        deadline = None if limit is None else time.monotonic() + float(limit) + ANSWER_GRACE_S
        cancel_deadline: float | None = None
        while True:
            if cancel is not None and cancel.is_set() and cancel_deadline is None:
                mp_cancel.set()
                cancel_deadline = time.monotonic() + CANCEL_GRACE_S
            try:
                ready = wait([conn, sentinel], POLL_S)
            except (OSError, ValueError):  # shutdown() closed the pipe
                ready = [sentinel]
            if conn in ready:
                try:
                    answer = conn.recv()
                except (EOFError, OSError, ValueError):
                    answer = None
                if answer is not None:
                    got_id, status, value = answer
                    if got_id != req_id:
                        continue  # a late answer to an earlier, abandoned request
                    if status == "ok":
                        return value
                    if status == "cancelled":
                        raise SearchCancelled
                    self._discard(proc)
                    return self._fall_back(f"failed ({value})", fallback)
                ready = [sentinel]
            if sentinel in ready or conn.closed:
                if self._closed or cancel_deadline is not None:
                    raise SearchCancelled
                self._discard(proc)
                return self._fall_back("ended unexpectedly", fallback)
            now = time.monotonic()
            if cancel_deadline is not None and now > cancel_deadline:
                self._discard(proc)
                raise SearchCancelled
            if deadline is not None and now > deadline and cancel_deadline is None:
                self._discard(proc)
                return self._fall_back("did not answer in time", fallback)

    def _fall_back(self, why: str, fallback: Callable[[], Any]) -> Any:
        if self._closed:  # shutdown() raced with this request: nothing to decide any more
            from senji_desktop.ai.ismcts import SearchCancelled

            raise SearchCancelled
        log.warning("the AI child process %s; searching in the worker thread instead", why)
        return fallback()
