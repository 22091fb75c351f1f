from senji_desktop.app import main

raise SystemExit(main())
