import DOM

/// The window's side of the cascade: media queries against its viewport, and linked and
/// imported style sheets from the run's page resources (the saved page's subresources, its
/// fixtures) — offline, never a network.
final class WindowStyleEnvironment: StyleEnvironment {
  private var viewport: Viewport
  private let pageResources: (@Sendable (_ url: String) -> String?)?
  private var answers: [String: Bool] = [:]
  private var sheets: [String: String?] = [:]
  private(set) var mediaVersion: UInt64 = 0

  init(viewport: Viewport, pageResources: (@Sendable (_ url: String) -> String?)?) {
    self.viewport = viewport
    self.pageResources = pageResources
  }

  /// Takes a new viewport: media answers may change.
  func setViewport(_ newViewport: Viewport) {
    guard newViewport != viewport else { return }
    viewport = newViewport
    answers.removeAll()
    mediaVersion &+= 1
  }

  var viewportWidth: Double? { Double(viewport.width) }

  func mediaMatches(_ mediaText: String) -> Bool {
    if mediaText.isEmpty { return true }
    if let known = answers[mediaText] { return known }
    let answer = MediaQueryEvaluator(viewport: viewport).matches(mediaText)
    answers[mediaText] = answer
    return answer
  }

  func styleSheetText(at url: String) -> String? {
    if let known = sheets[url] { return known }
    let text = pageResources?(url)
    sheets[url] = text
    return text
  }
}
