import DOM
import HTMLParsing

/// The logic of the `FuzzSelectors` fuzz target (docs/fuzzing.md).
///
/// The bytes (UTF-8, invalid sequences replaced) are a selector list, run against a small fixed
/// document. Asserted: nothing crashes; a selector that `querySelectorAll` rejects is also
/// rejected by `SelectorList`; and `querySelectorAll` returns exactly the elements, in tree order,
/// for which `matches` is true.
///
/// https://dom.spec.whatwg.org/#dom-parentnode-queryselectorall
package enum SelectorFuzzing {
  /// The document every selector runs against: most element kinds, attributes and states the
  /// matcher looks at.
  static let markup = """
    <!DOCTYPE html><html lang="en"><head><title>t</title></head><body dir="ltr">\
    <div id="a" class="x y" data-v="1 2"><p lang="fr-CA">one<b>two</b></p><p></p>\
    <a href="#h" hreflang="en">link</a><input type="checkbox" checked disabled>\
    <input required value="v"><select><option selected>o</option><option>p</option></select>\
    <ul><li>1</li><li class="x">2</li><li>3</li></ul></div>\
    <svg><circle r="1"/><foreignObject><span>s</span></foreignObject></svg>\
    <template><i>inert</i></template><textarea>x</textarea><details open><summary>s</summary>\
    </details><form><button type="submit">b</button></form><span id="h" dir="rtl"> </span>\
    </body></html>
    """

  /// Runs one input; returns what went wrong, or `nil`.
  package static func check(_ bytes: [UInt8]) -> String? {
    let selector = String(decoding: bytes, as: UTF8.self)
    let document = HTMLParser.parseDocument(markup)
    let found: [Node]
    do {
      found = Array(try document.querySelectorAll(selector))
    } catch {
      if (try? SelectorList(selector)) != nil {
        return "querySelectorAll rejects \(selector) but SelectorList accepts it"
      }
      return nil
    }
    let list: SelectorList
    do {
      list = try SelectorList(selector)
    } catch {
      return "SelectorList rejects \(selector) but querySelectorAll accepts it"
    }
    let elements = Array(document.descendantElements)
    let matching = elements.filter { list.matches($0, scope: document.documentElement) }
    // `matches` with each element as `:scope`: run for crashes only (its answers differ).
    for element in elements { _ = try? element.matches(selector) }
    guard matching.map(ObjectIdentifier.init) == found.map(ObjectIdentifier.init) else {
      return
        "querySelectorAll(\(selector)) found \(found.count) elements, matches \(matching.count)"
    }
    return nil
  }
}
