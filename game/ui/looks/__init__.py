"""Each game's look in one place: the pieces and card faces its table draws, its menu tile and the
picture on its rules page. A look module offers `paint_tile(surface, game)` and
`paint_pieces(surface, rect)`; the registry entry (`game.games.Game.look()`) names it, and the
table, the menu and the rules screen all use it, so no scene imports another game's scene."""
