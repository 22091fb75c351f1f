"""Settings, saved games and the autosave, the finished-games archive and the
statistics: platformdirs folders, pydantic JSON, atomic writes, never pickle;
a damaged file is explained, never half-loaded."""
