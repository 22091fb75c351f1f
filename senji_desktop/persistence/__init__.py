"""Settings, saved games and the autosave: platformdirs folders, pydantic JSON,
atomic writes, never pickle; a damaged file is explained, never half-loaded."""
