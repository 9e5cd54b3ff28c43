/// The page a server serves for a ``WebSession``: the HTML at `/`, the script at `/listkit.js`
/// and the style sheet at `/listkit.css`; the page has no inline script or style, so that the
/// server's Content-Security-Policy allows only its own files.
///
/// The page measures its monospace character cell, sizes everything in cells with the CSS
/// variables `--cw` and `--ch`, connects a WebSocket to `/session` on its own host (`ws://`, or
/// `wss://` under HTTPS), sends a hello with its size in cells, its `prefers-reduced-motion` and
/// its colour scheme, applies the frames the session sends and sends its input back (see
/// <doc:ListKitWeb>). Its light and dark themes follow the browser's preference.
public enum WebPage {
  /// The HTML page; it loads the style sheet from `/listkit.css` and the script from
  /// `/listkit.js`.
  public static let html = """
    <!doctype html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="color-scheme" content="light dark">
    <title>ListKit</title>
    <link rel="stylesheet" href="/listkit.css">
    </head>
    <body>
    <div id="root" data-id="root"></div>
    <span id="lk-measure" aria-hidden="true">MMMMMMMMMM</span>
    <noscript>This page needs JavaScript.</noscript>
    <script src="/listkit.js"></script>
    </body>
    </html>

    """

  /// The script: it applies the session's patches to the page and sends the page's input.
  public static let script = PageScript.source

  /// The style sheet: the cell unit, the themes, the elements' looks and reduced motion.
  public static let style = PageStyle.source
}
