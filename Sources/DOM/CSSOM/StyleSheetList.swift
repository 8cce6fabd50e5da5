/// The live list of a document's or shadow root's style sheets (`styleSheets`): `<style>` and
/// `<link rel=stylesheet>` sheets in tree order, then (as WebKit lists them, fixture
/// `cssom/constructed`) the adopted ones.
///
/// https://drafts.csswg.org/cssom/#the-stylesheetlist-interface
public final class StyleSheetList {
  /// The document or shadow root.
  private weak var root: Node?

  /// The identities script bindings key this root's `adoptedStyleSheets` array by (the
  /// array itself, and the function that refills it after a native change).
  public let adoptedStyleSheetsKeys = (array: BindingIdentity(), refill: BindingIdentity())

  init(root: Node) {
    self.root = root
  }

  /// The sheets now, in order.
  public var sheets: [CSSStyleSheet] {
    guard let root else { return [] }
    let document = (root as? Document) ?? root.nodeDocumentStorage
    guard let engine = document?.styleEngine else { return [] }
    return StyleSheetCollector.sheets(of: root, engine: engine)
  }

  /// `length`. https://drafts.csswg.org/cssom/#dom-stylesheetlist-length
  public var length: Int { sheets.count }

  /// `item(index)`: the sheet at `index`, or `nil` past the end.
  ///
  /// https://drafts.csswg.org/cssom/#dom-stylesheetlist-item
  public func item(_ index: Int) -> CSSStyleSheet? {
    let all = sheets
    return all.indices.contains(index) ? all[index] : nil
  }
}

/// An object standing for something bindings keep per world (a script-side array, a
/// function), so their wrapper caches can key it.
public final class BindingIdentity: Sendable {
  init() {}
}
