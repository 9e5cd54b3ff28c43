/// An object that takes part in answering the user's keys: ListUI's `UIResponder`, the base of
/// every ``View`` and ``ViewController``.
///
/// A key goes first to the ``keyCommands`` along the responder chain, from the first responder
/// (a text field with the keys, or else the shown screen) through each ``next``; when no command
/// matches it, the first responder's ``pressesBegan(_:with:)`` gets it, and by default passes it
/// on to ``next``. A key that leaves the end of the chain goes to the app: the arrows move the
/// selection, Escape goes back, and so on. Every renderer sends keys this way, so a screen that
/// declares a key once, as a key command or in `pressesBegan`, gets it in a terminal and in a
/// browser alike.
@MainActor
open class Responder {
  /// Creates a responder.
  public init() {}

  /// Called on each object a nib or storyboard makes, once all of the document's objects are
  /// made and their outlets connected. The default does nothing; a subclass calls `super`.
  /// UIKit's `awakeFromNib()`.
  open func awakeFromNib() {}

  /// Sets the outlet named `name` to `object`, for a nib or storyboard (see ``Nib``), and says
  /// whether the class has that outlet. The default has none and returns `false`.
  ///
  /// UIKit sets outlets by key-value coding, which Swift without Objective-C does not have, and
  /// `@IBOutlet` needs Objective-C. `listkit-migrate` removes `@IBOutlet` and overrides this
  /// method in each class that declared outlets, setting each by name and passing any other
  /// name to `super`, so that outlets keep their access level, `private` included.
  open func connectOutlet(_ name: String, to object: Any?) -> Bool { false }

  /// The responder the keys go to after this one: for a view, the view controller whose view it
  /// is, or else its superview; for a view controller, its view's superview, or else its parent,
  /// or else the controller that presented it. UIKit's `next`.
  open var next: Responder? { nil }

  /// The keys this responder answers, each with what it does; `nil`, the default, answers none.
  /// A command with a ``KeyCommand/discoverabilityTitle`` is listed in the app's key hints while
  /// the responder is in the chain. UIKit's `keyCommands`.
  ///
  /// - Complexity: Read on every key the chain sees, and for the key hints: keep it cheap.
  open var keyCommands: [KeyCommand]? { nil }

  /// A key went down that no key command along the chain matched. The default passes it on to
  /// ``next``; a subclass that handles the key does not call `super`. UIKit's
  /// `pressesBegan(_:with:)`.
  open func pressesBegan(_ presses: Set<Press>, with event: PressesEvent?) {
    if let next {
      next.pressesBegan(presses, with: event)
    } else {
      event?.reachedEndOfChain = true
    }
  }

  /// A key went up. Renderers send a key's end right after its beginning, as a terminal and a
  /// browser's `keydown` tell no more; the default passes it on to ``next``. UIKit's
  /// `pressesEnded(_:with:)`.
  open func pressesEnded(_ presses: Set<Press>, with event: PressesEvent?) {
    next?.pressesEnded(presses, with: event)
  }
}
