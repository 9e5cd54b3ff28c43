import Foundation

/// The coder a translated nib or storyboard makes its objects of custom classes with, as UIKit
/// makes them with `init(coder:)`: `UINib.Coder`.
///
/// UIKit decodes a nib's objects from an archive, so a view or view controller that sets itself
/// up in `init?(coder:)` does so when a nib or storyboard makes it. The Swift that
/// `listkit-migrate` makes of a nib or storyboard calls the same initializer with a `NibCoder`,
/// so that set-up runs too. The coder holds no archive: ListUI makes the object as
/// `init(frame: .zero)` (a view) or `init()` (a view controller) does, and the translation then
/// sets what the document says (the frame, colours, texts, constraints, outlets). Every key is
/// absent: ``containsValue(forKey:)`` is `false` and each `decode` method returns `nil`, `false`
/// or zero, so an initializer that reads keys of its own finds none, rather than stopping the
/// program as Foundation's abstract `NSCoder` does.
public final class NibCoder: NSCoder {
  /// A coder with no archive.
  public override init() {
    super.init()
  }

  /// `true`: keys are asked by name, as a nib's archive is keyed.
  public override var allowsKeyedCoding: Bool { true }

  /// `false`: the coder holds no archive, so no key has a value.
  public override func containsValue(forKey key: String) -> Bool { false }

  /// `nil`: no key has a value.
  public override func decodeObject(forKey key: String) -> Any? { nil }

  /// `false`: no key has a value.
  public override func decodeBool(forKey key: String) -> Bool { false }

  /// Zero: no key has a value.
  public override func decodeInteger(forKey key: String) -> Int { 0 }

  /// Zero: no key has a value.
  public override func decodeInt32(forKey key: String) -> Int32 { 0 }

  /// Zero: no key has a value.
  public override func decodeInt64(forKey key: String) -> Int64 { 0 }

  /// Zero: no key has a value.
  public override func decodeFloat(forKey key: String) -> Float { 0 }

  /// Zero: no key has a value.
  public override func decodeDouble(forKey key: String) -> Double { 0 }
}
