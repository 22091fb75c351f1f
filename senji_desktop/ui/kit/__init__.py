"""The table kit: what every game's table shares, written once.

``contract.py`` declares the table contract: the calls the controller makes
and every signal the main window and the controller connect to (declared Qt
signals, never looked up by name).
"""
