extension View: Appearance {}

extension View: AppearanceContainer {}
