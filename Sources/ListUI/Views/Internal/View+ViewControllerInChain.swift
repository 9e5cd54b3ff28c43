extension View {
  /// The view controller whose view this is or holds it: the first on the responder chain.
  var owningViewControllerInChain: ViewController? {
    var responder: Responder? = self
    while let current = responder {
      if let controller = current as? ViewController { return controller }
      responder = current.next
    }
    return nil
  }
}
