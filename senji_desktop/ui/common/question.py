"""Questions that never block: a QMessageBox opened with ``open()`` (never
``exec()``), so the event loop, the AI and the animations go on while it
waits for an answer.

:func:`open_question` builds the box once for every asking place: its
buttons carry object names (tests and screenshots find them), it deletes
itself when closed, and its owner's attribute holds it exactly while it is
open (``window.discard_question`` …)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QWidget


def open_question(owner: QWidget, attr: str, icon: QMessageBox.Icon, title: str, text: str,
                  buttons: Sequence[tuple[str, str, QMessageBox.ButtonRole]], *,
                  default: str, escape: str, answered: Callable[[str], None],
                  informative: str = "") -> QMessageBox:
    """Open a question over `owner` and keep it in ``owner.<attr>`` while it is
    open (the box's object name is `attr` too).

    `buttons` are (object name, text, role) in the order shown; `default`
    and `escape` name the button Enter and Esc press. A click first clears
    ``owner.<attr>``, then calls ``answered(name)`` with the clicked
    button's name; closing the box otherwise only clears the attribute.
    Returns the open box."""
    box = QMessageBox(icon, title, text, QMessageBox.StandardButton.NoButton, owner)
    box.setObjectName(attr)
    if informative:
        box.setInformativeText(informative)
    made = {}
    for name, label, role in buttons:
        button = box.addButton(label, role)
        button.setObjectName(name)
        made[name] = button
    box.setDefaultButton(made[default])
    box.setEscapeButton(made[escape])
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

    def clicked(button: object) -> None:
        setattr(owner, attr, None)
        for name, made_button in made.items():
            if button is made_button:
                answered(name)

    box.buttonClicked.connect(clicked)
    box.finished.connect(lambda _r: setattr(owner, attr, None))
    setattr(owner, attr, box)
    box.open()
    return box


__all__ = ["open_question"]
