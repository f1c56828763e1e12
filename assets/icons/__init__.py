"""Pictures from game-icons.net (CC BY 3.0; see CREDITS.md), written by tools/extract_icons.py.

CONTENT changes whenever a picture does: pictures painted with them and kept between runs
(game.ui.kept_pictures) name this module among their painters."""

CONTENT = "73b44f7e8f4e843a"
