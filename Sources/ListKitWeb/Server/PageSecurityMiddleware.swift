import Hummingbird

/// What every HTTP answer of a ``WebServer`` carries and refuses:
/// - a request whose `Host` is not one the server answers to (its own address, and for a
///   loopback address `localhost`, `127.0.0.1` and `[::1]`, with its port) gets 421, so that a
///   site whose name was pointed at 127.0.0.1 (DNS rebinding) cannot read the page;
/// - a method other than GET and HEAD gets 405 with `Allow: GET, HEAD`;
/// - every answer carries a Content-Security-Policy (the page's scripts, styles and WebSocket
///   from its own origin only, images from it and the web, and `frame-ancestors 'none'`),
///   `X-Frame-Options: DENY`,
///   `X-Content-Type-Options: nosniff` and `Referrer-Policy: no-referrer`, so that no other site
///   can frame the page.
struct PageSecurityMiddleware<Context: RequestContext>: RouterMiddleware {
  let registry: WebSessionRegistry
  let log: @Sendable (String) -> Void

  /// The headers every answer carries.
  static var securityHeaders: HTTPFields {
    var fields: HTTPFields = [
      .contentSecurityPolicy:
        "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; "
        + "img-src 'self' data: https: http:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
      .xContentTypeOptions: "nosniff",
    ]
    // Names HTTP's types do not predefine; both are valid field names.
    for (name, value) in [("X-Frame-Options", "DENY"), ("Referrer-Policy", "no-referrer")] {
      if let name = HTTPFields.Element.Name(name) { fields[name] = value }
    }
    return fields
  }

  func handle(
    _ request: Request, context: Context,
    next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    let host = request.head.authority
    guard let host, await registry.allows(host: host) else {
      log("refused a request for host \(host ?? "none")")
      return Self.plain(.misdirectedRequest, "This server answers to its own address only.\n")
    }
    guard request.method == .get || request.method == .head else {
      var response = Self.plain(.methodNotAllowed, "Only GET and HEAD.\n")
      response.headers[.allow] = "GET, HEAD"
      return response
    }
    var response: Response
    do {
      response = try await next(request, context)
    } catch let error as HTTPError {
      response = Self.plain(error.status, "\(error.status.reasonPhrase)\n")
    }
    for field in Self.securityHeaders { response.headers[field.name] = field.value }
    return response
  }

  /// A plain-text answer with `status`, carrying the security headers.
  static func plain(_ status: HTTPResponse.Status, _ text: String) -> Response {
    var headers = securityHeaders
    headers[.contentType] = "text/plain; charset=utf-8"
    return Response(
      status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
  }
}
