"""The Senji table's scene components: the map of Japan and the dice tray."""
