extension View: Appearance {}
