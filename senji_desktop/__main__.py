"""``python -m senji_desktop``.

The guard matters: the AI's child process (``spawn``) re-imports this module
as ``__mp_main__`` and must neither start the app nor import Qt."""

if __name__ == "__main__":
    from senji_desktop.app import run

    run()
