"""Settings, saved games and the autosave: platformdirs folders, pydantic JSON,
atomic writes, never pickle (ARCHITECTURE, "Persistence")."""
