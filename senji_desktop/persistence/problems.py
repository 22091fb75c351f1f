"""Human-readable problem descriptions that the UI can translate.

The persistence layer does not use Qt, yet its messages reach the user. Each
message is built from whole sentences: source templates marked with
``QT_TRANSLATE_NOOP`` (so ``pyside6-lupdate`` extracts them into the .ts file)
plus named ``{placeholders}``. A :class:`ProblemText` is an ordinary ``str``
holding the English text, and remembers its sentences so the UI can show it in
the current language::

    text = problem.translated(QCoreApplication.translate)
"""

from __future__ import annotations

import errno
from collections.abc import Callable, Mapping, Sequence

# The translation context of every persistence message.
CONTEXT = "PersistenceProblem"


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # lupdate looks for this name
    """Marks `text` for extraction by lupdate; returns it unchanged."""
    return text


Sentence = tuple[str, Mapping[str, str]]


class ProblemText(str):
    """An English message that can also be rendered in another language.

    `sentences` holds (source template, placeholder values) pairs; each
    template is one whole sentence from the ``PersistenceProblem`` context."""

    sentences: tuple[Sentence, ...]

    def __new__(cls, sentences: Sequence[Sentence]) -> ProblemText:
        english = " ".join(t.format(**p) for t, p in sentences)
        obj = super().__new__(cls, english)
        obj.sentences = tuple((t, dict(p)) for t, p in sentences)
        return obj

    def translated(self, translate: Callable[[str, str], str]) -> str:
        """The message with each sentence passed through `translate(context, source)`,
        e.g. ``QCoreApplication.translate``; placeholders are filled afterwards."""
        return " ".join(translate(CONTEXT, t).format(**p) for t, p in self.sentences)


def problem(*sentences: Sentence) -> ProblemText:
    """Shorthand: ``problem((TEMPLATE, {"file": "x"}), (OTHER, {}))``."""
    return ProblemText(sentences)


# ---- the sentences ---------------------------------------------------------
# {file} and {aside} are full file paths. Why the system refused a file is a
# sentence of its own in our words (see os_failure), never the system's text.

MOVED_ASIDE = QT_TRANSLATE_NOOP(
    "PersistenceProblem",
    "It was renamed to {aside} so that the app can start normally.")
NOT_FOUND = QT_TRANSLATE_NOOP(
    "PersistenceProblem",
    "The file {file} does not exist.")
UNREADABLE = QT_TRANSLATE_NOOP(
    "PersistenceProblem",
    "The file {file} could not be read.")
TRUNCATED = QT_TRANSLATE_NOOP(
    "PersistenceProblem",
    "The saved game {file} is incomplete: the file ends too early, probably because saving was interrupted.")
CORRUPT = QT_TRANSLATE_NOOP(
    "PersistenceProblem",
    "The saved game {file} is damaged and cannot be read.")
FOREIGN = QT_TRANSLATE_NOOP(
    "PersistenceProblem",
    "The file {file} is not a saved game of Senji Desktop.")
FUTURE = QT_TRANSLATE_NOOP(
    "PersistenceProblem",
    "The saved game {file} was made by a newer version of Senji Desktop (save format {found}, this version reads format {supported}); please update the app to open it.")
INVALID = QT_TRANSLATE_NOOP(
    "PersistenceProblem",
    "The saved game {file} is damaged: some entries are missing or invalid ({fields}).")
UNKNOWN_GAME = QT_TRANSLATE_NOOP(
    "PersistenceProblem",
    "The saved game {file} is for a game this version does not know ({game}).")
UNAVAILABLE_GAME = QT_TRANSLATE_NOOP(
    "PersistenceProblem",
    "The saved game {file} is for {game}, which this version cannot play yet.")
BAD_OPTIONS = QT_TRANSLATE_NOOP(
    "PersistenceProblem",
    "The saved game {file} uses game options this version does not support ({detail}).")
SEAT_COUNT = QT_TRANSLATE_NOOP(
    "PersistenceProblem",
    "The saved game {file} lists {seats} players, but its game is set up for {expected}.")
BAD_MOVES = QT_TRANSLATE_NOOP(
    "PersistenceProblem",
    "The saved game {file} cannot be restored: move {number} of {total} does not follow the rules of this version.")
TWO_AUTOSAVES = QT_TRANSLATE_NOOP(
    "PersistenceProblem",
    "There were two unfinished games of {game}; the one saved later is offered, the other was kept as {aside}.")
SETTINGS_CORRUPT = QT_TRANSLATE_NOOP(
    "PersistenceProblem",
    "The settings file {file} was damaged, so the default settings are used.")
SETTINGS_FOREIGN = QT_TRANSLATE_NOOP(
    "PersistenceProblem",
    "The settings file {file} does not belong to this version of Senji Desktop, so the default settings are used.")
SETTINGS_UNREADABLE = QT_TRANSLATE_NOOP(
    "PersistenceProblem",
    "The settings file {file} could not be read, so the default settings are used.")
STATISTICS_DAMAGED = QT_TRANSLATE_NOOP(
    "PersistenceProblem",
    "The statistics file {file} was damaged, so your statistics start again from zero.")
STATISTICS_NEWER = QT_TRANSLATE_NOOP(
    "PersistenceProblem",
    "The statistics file {file} was written by a newer version of Senji Desktop, so this version starts new statistics.")
STATISTICS_UNREADABLE = QT_TRANSLATE_NOOP(
    "PersistenceProblem",
    "The statistics file {file} could not be read; no game is added to it until it can be read again.")
FINISHED_DAMAGED = QT_TRANSLATE_NOOP(
    "PersistenceProblem",
    "The list of finished games {file} was damaged, so it starts empty.")
FINISHED_NEWER = QT_TRANSLATE_NOOP(
    "PersistenceProblem",
    "The list of finished games {file} was written by a newer version of Senji Desktop, so this version starts a new list.")
FINISHED_UNREADABLE = QT_TRANSLATE_NOOP(
    "PersistenceProblem",
    "The list of finished games {file} could not be read; no game is added to it until it can be read again.")
STATISTICS_UNWRITABLE = QT_TRANSLATE_NOOP(
    "PersistenceProblem",
    "The finished game could not be added to your statistics.")
FINISHED_UNWRITABLE = QT_TRANSLATE_NOOP(
    "PersistenceProblem",
    "The finished game could not be added to the list of finished games.")
NOT_REGULAR = QT_TRANSLATE_NOOP(
    "PersistenceProblem",
    "At {file} there is a folder or a special file instead of a saved game, so it cannot be used.")
# After NOT_REGULAR and SETTINGS_NOT_REGULAR: what was renamed is not a file.
ENTRY_MOVED_ASIDE = QT_TRANSLATE_NOOP(
    "PersistenceProblem",
    "What was there now has the name {aside}, so that the app can start normally.")
TOO_LARGE = QT_TRANSLATE_NOOP(
    "PersistenceProblem",
    "The file {file} is far too large for a saved game ({limit} MB at most), so it was not read.")
FOLDER_UNREADABLE = QT_TRANSLATE_NOOP(
    "PersistenceProblem",
    "The folder {folder} could not be read, so unfinished games saved there cannot be offered.")
TOO_MANY_MOVES = QT_TRANSLATE_NOOP(
    "PersistenceProblem",
    "The saved game {file} holds far more moves than any game has ({limit} at most), so it was not read.")
CHANGED = QT_TRANSLATE_NOOP(
    "PersistenceProblem",
    "The saved game {file} was changed after it was saved (its check sum does not match), so it could be a different game.")
REPLAY_MISMATCH = QT_TRANSLATE_NOOP(
    "PersistenceProblem",
    "The saved game {file} does not replay to the position it was saved in.")
KEPT_FOR_NEWER = QT_TRANSLATE_NOOP(
    "PersistenceProblem",
    "It was kept as {aside}; the newer version will continue it.")
SETTINGS_NOT_REGULAR = QT_TRANSLATE_NOOP(
    "PersistenceProblem",
    "At {file} there is a folder or a special file instead of the settings file, so the default settings are used.")


# ---- why a file could not be written ------------------------------------------------
# One sentence each; the window shows it beside its own ("⚠ Not saved."),
# never a path or a traceback.

WRITE_DISK_FULL = QT_TRANSLATE_NOOP("PersistenceProblem", "The disk is full.")
WRITE_QUOTA = QT_TRANSLATE_NOOP("PersistenceProblem", "Your storage quota is used up.")
WRITE_READ_ONLY = QT_TRANSLATE_NOOP("PersistenceProblem", "The folder is read-only.")
WRITE_DENIED = QT_TRANSLATE_NOOP("PersistenceProblem",
                                 "There is no permission to write to the folder.")
WRITE_TEXT = QT_TRANSLATE_NOOP("PersistenceProblem", "A name contains a character that cannot be stored.")
# Why the system refused to read or write a file or folder ("it").
OS_DENIED = QT_TRANSLATE_NOOP("PersistenceProblem",
                              "The system does not allow access to it.")
OS_LOOP = QT_TRANSLATE_NOOP("PersistenceProblem",
                            "Its path leads round in a circle of symbolic links.")
OS_MISSING = QT_TRANSLATE_NOOP("PersistenceProblem",
                               "It does not exist, or a folder on its path is missing.")
OS_IS_FOLDER = QT_TRANSLATE_NOOP("PersistenceProblem", "It is a folder, not a file.")
OS_NOT_FOLDER = QT_TRANSLATE_NOOP("PersistenceProblem",
                                  "A part of its path is a file, not a folder.")
OS_NAME_TOO_LONG = QT_TRANSLATE_NOOP("PersistenceProblem", "Its name or path is too long.")
OS_IO = QT_TRANSLATE_NOOP("PersistenceProblem",
                          "The disk reported an error while reading or writing.")
OS_OTHER = QT_TRANSLATE_NOOP("PersistenceProblem",
                             "The system reported an unexpected error.")


def os_failure(exc: BaseException) -> ProblemText:
    """Why the system refused a file or folder, as one sentence in our own words
    (so it can be translated): no permission, a loop of symbolic links, missing,
    a folder, a path too long, a full disk or quota, read-only, a disk error;
    anything else is "an unexpected error". The system's own (English) text
    and the file name never appear; the caller logs them."""
    code = getattr(exc, "errno", None)
    known = {errno.EACCES: OS_DENIED, errno.EPERM: OS_DENIED, errno.ELOOP: OS_LOOP,
             errno.ENOENT: OS_MISSING, errno.EISDIR: OS_IS_FOLDER,
             errno.ENOTDIR: OS_NOT_FOLDER, errno.ENAMETOOLONG: OS_NAME_TOO_LONG,
             errno.EIO: OS_IO, errno.ENOSPC: WRITE_DISK_FULL, errno.EROFS: WRITE_READ_ONLY}
    if hasattr(errno, "EDQUOT"):
        known[errno.EDQUOT] = WRITE_QUOTA
    sentence = known.get(code, OS_OTHER) if isinstance(code, int) else OS_OTHER
    return problem((sentence, {}))


def write_failure(exc: BaseException) -> ProblemText:
    """Why writing a file failed, as one sentence in our own words: text UTF-8
    cannot hold, no permission to write to the folder, or :func:`os_failure`'s
    reasons (full disk, quota, read-only folder …) — never the file name (a
    temporary file's least of all) nor the system's text."""
    if isinstance(exc, UnicodeError):
        return problem((WRITE_TEXT, {}))
    if getattr(exc, "errno", None) in (errno.EACCES, errno.EPERM):
        return problem((WRITE_DENIED, {}))
    return os_failure(exc)


def because(sentence: Sentence, reason: ProblemText) -> ProblemText:
    """`sentence` (what failed) followed by `reason`'s sentences (why)."""
    return ProblemText([sentence, *reason.sentences])
