"""Senji: the flagship game for 3–6 players (SJ-1 … SJ-70)."""
