"""Entry point of the PyInstaller bundle (packaging/senji-desktop.spec).

``multiprocessing.freeze_support()`` must run first: the AI's child process
(``controller/ai_runner.py``, spawn) starts this same executable again, and
there freeze_support() runs the child's search loop and exits before the app
(and Qt) is ever imported.
"""

import multiprocessing

if __name__ == "__main__":
    multiprocessing.freeze_support()
    from senji_desktop.app import run

    run()
