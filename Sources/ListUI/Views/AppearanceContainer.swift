/// A kind of object that views can be inside of, for an appearance proxy that reaches only the
/// views inside one: UIKit's `UIAppearanceContainer`. Every ``View`` and ``ViewController``
/// is one; see ``Appearance/appearance(whenContainedInInstancesOf:)``.
@MainActor
public protocol AppearanceContainer: AnyObject {}

extension ViewController: AppearanceContainer {}
