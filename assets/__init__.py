"""Data files shipped with the game (fonts, sounds, layouts, rules text).

A package so that `importlib.resources.files("assets")` finds them the same way in a
source checkout, an installed wheel and a PyInstaller bundle.
"""
