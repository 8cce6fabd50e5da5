import DOM

/// The `selectedcontent` element of a customizable `select` mirrors the selected option: the
/// standard clones the option's children into it as the parser pops the option ("maybe clone an
/// option into selectedcontent"). Without scripts running during the parse the result is the
/// same as cloning once at the end, which this does for each `select` holding one.
///
/// https://html.spec.whatwg.org/multipage/form-elements.html#maybe-clone-an-option-into-selectedcontent
extension HTMLTreeBuilder {
  func fillSelectedContent(in root: Node) {
    var filled: [Element] = []
    for element in root.descendantElements where element.isHTML("selectedcontent") {
      var ancestor = element.parentNode
      var select: Element?
      while let node = ancestor {
        if let candidate = node as? Element, candidate.isHTML("select") {
          select = candidate
          break
        }
        ancestor = node.parentNode
      }
      guard let select, !filled.contains(where: { $0 === select }) else { continue }
      filled.append(select)
      var options: [Element] = []
      for option in select.descendantElements where option.isHTML("option") {
        options.append(option)
      }
      guard let selected = options.last(where: { $0.hasAttribute("selected") }) ?? options.first
      else { continue }
      element.removeAllChildrenForParser()
      var child = selected.firstChild
      while let node = child {
        if let copy = try? node.cloneNode(deep: true) { element.appendChildForParser(copy) }
        child = node.nextSibling
      }
    }
  }
}
