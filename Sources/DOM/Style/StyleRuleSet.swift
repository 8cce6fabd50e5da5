/// The style rules of one tree scope's sheets (or of the user-agent sheet), indexed by what
/// their subject compound needs, so an element is only tried against rules that can match it
/// (WebKit's `RuleSet`: ID, class, tag and universal buckets).
///
/// Building it applies the conditions that do not depend on the element: `@media` (through
/// the environment), `@supports`, `@import` (media, `supports()`, `layer`), a sheet's own
/// media list and `disabled` flag, and it orders cascade layers. `@container` and `@scope`
/// blocks are kept in the CSSOM but their rules are not applied (actionjs has no container
/// sizes, and scoping roots are not implemented).
///
/// https://drafts.csswg.org/css-cascade-5/#cascade-sort
final class StyleRuleSet: Sendable {
  /// One selector of a style rule and its place in the cascade.
  struct Entry: Sendable {
    /// The selector (one of the rule's list).
    let selector: ComplexSelector
    /// Its specificity.
    let specificity: Specificity
    /// The position of the rule in the scope's sheets, in order.
    let order: Int
    /// The rank of its cascade layer (higher wins for normal declarations); unlayered rules
    /// have the highest.
    let layer: Int
    /// The declarations.
    let block: CSSDeclarationBlock
    /// For a `::slotted()` rule (then `selector` is what the slot must match), the argument
    /// the slotted element must match.
    var slotted: CompoundSelector?
  }

  /// Rules whose subject is an element.
  let elementRules: Buckets
  /// `::before` and `::after` rules, by the originating element (the selector without the
  /// pseudo-element): what generates boxes at the start and the end of an element.
  let beforeRules: Buckets
  let afterRules: Buckets
  /// Rules whose subject is the shadow host (`:host`, `:host(…)`), for a shadow root's sheets.
  let hostRules: [Entry]
  /// `::slotted()` rules, for the elements assigned to a shadow root's slots.
  let slottedRules: [Entry]
  /// Whether class and ID keys are ASCII-lowercased (quirks mode).
  let foldsCase: Bool
  /// Whether there are no rules at all.
  var isEmpty: Bool {
    elementRules.isEmpty && beforeRules.isEmpty && afterRules.isEmpty && hostRules.isEmpty
      && slottedRules.isEmpty
  }

  /// Rules indexed by the ID, class or tag their subject compound needs (the rest are
  /// universal).
  struct Buckets: Sendable {
    private(set) var byID: [String: [Entry]] = [:]
    private(set) var byClass: [String: [Entry]] = [:]
    private(set) var byTag: [String: [Entry]] = [:]
    private(set) var universal: [Entry] = []
    /// Whether class and ID keys are ASCII-lowercased (quirks mode).
    let foldsCase: Bool

    init(foldsCase: Bool) { self.foldsCase = foldsCase }

    var isEmpty: Bool { byID.isEmpty && byClass.isEmpty && byTag.isEmpty && universal.isEmpty }

    /// Files `entry` under its subject's ID, else a class, else its tag.
    mutating func add(_ entry: Entry, id: String?, className: String?, tag: String?) {
      if let id {
        byID[foldsCase ? id.asciiLowercased() : id, default: []].append(entry)
      } else if let className {
        byClass[foldsCase ? className.asciiLowercased() : className, default: []].append(entry)
      } else if let tag {
        byTag[tag, default: []].append(entry)
      } else {
        universal.append(entry)
      }
    }

    /// Calls `body` with every entry that may match `element` (each at most once).
    func forEachCandidate(for element: Element, _ body: (Entry) -> Void) {
      if !byID.isEmpty, let id = element.attributeValue(localName: "id"), !id.isEmpty {
        for entry in byID[foldsCase ? id.asciiLowercased() : id] ?? [] { body(entry) }
      }
      if !byClass.isEmpty, let classes = element.attributeValue(localName: "class") {
        var seen: Set<String> = []
        for name in classes.splitOnASCIIWhitespace() {
          let key = foldsCase ? name.asciiLowercased() : name
          guard seen.insert(key).inserted, let entries = byClass[key] else { continue }
          for entry in entries { body(entry) }
        }
      }
      if !byTag.isEmpty {
        let name = element.localName
        if let entries = byTag[name] ?? byTag[name.asciiLowercased()] {
          for entry in entries { body(entry) }
        }
      }
      for entry in universal { body(entry) }
    }
  }

  /// Indexes the rules of `sheets` (in order), applying their conditions.
  init(sheets: [CSSStyleSheet], foldsCase: Bool, mediaMatches: (String) -> Bool) {
    self.foldsCase = foldsCase
    var elementRules = Buckets(foldsCase: foldsCase)
    var beforeRules = Buckets(foldsCase: foldsCase)
    var afterRules = Buckets(foldsCase: foldsCase)
    var hostRules: [Entry] = []
    var slottedRules: [Entry] = []
    let layers = LayerTree()
    var pending: [(selectors: SelectorList, block: CSSDeclarationBlock, layer: Int, order: Int)] =
      []
    var order = 0

    // Walk every sheet's rules with an explicit stack: (rules, next index, layer node, the
    // style rule they are nested in: its selector with its own `&` resolved, whether it is one
    // complex selector, how many `&` levels above were wrapped in `:is()`).
    var stack: [(rules: [CSSRule], index: Int, layer: Int, parent: NestingParent?)] = []
    for sheet in sheets.reversed() where !sheet.disabled {
      guard sheet.mediaText.isEmpty || mediaMatches(sheet.mediaText) else { continue }
      stack.append((sheet.rules, 0, LayerTree.root, nil))
    }
    // Sheets are pushed reversed so the first is walked first.
    var importedSheets = 0
    while !stack.isEmpty {
      let top = stack.count - 1
      guard stack[top].index < stack[top].rules.count else {
        stack.removeLast()
        continue
      }
      let rule = stack[top].rules[stack[top].index]
      let layer = stack[top].layer
      let parent = stack[top].parent
      stack[top].index += 1
      switch rule {
      case let style as CSSStyleRule:
        // A nested rule matches with `&` standing for its parent's selector (CSS nesting).
        var selectors = style.selectorList
        var resolved = style.selectorList.text
        var wraps = 0
        if let parent {
          let made = CSSNesting.resolved(
            resolved, parent: parent.text, parentIsOneSelector: parent.isOneSelector)
          wraps = parent.wraps + (made.wrapped ? 1 : 0)
          guard wraps <= CSSNesting.maximumWrappedNesting,
            let list = try? SelectorList(made.text)
          else { continue }
          resolved = made.text
          selectors = list
        }
        if !style.block.declarations.isEmpty {
          pending.append((selectors, style.block, layer, order))
          order += 1
        }
        if !style.childRules.isEmpty {
          let nesting = NestingParent(
            text: resolved, isOneSelector: selectors.selectors.count == 1, wraps: wraps)
          stack.append((style.childRules, 0, layer, nesting))
        }
      case let declarations as CSSNestedDeclarations:
        // As `& { … }`. https://drafts.csswg.org/css-nesting-1/#nested-declarations-rule
        guard let parent, !declarations.block.declarations.isEmpty,
          let selectors = try? SelectorList(
            CSSNesting.resolved(
              "&", parent: parent.text, parentIsOneSelector: parent.isOneSelector
            ).text)
        else { continue }
        pending.append((selectors, declarations.block, layer, order))
        order += 1
      case let media as CSSMediaRule:
        if mediaMatches(media.mediaText) { stack.append((media.childRules, 0, layer, parent)) }
      case let supports as CSSSupportsRule:
        if supports.conditionHolds { stack.append((supports.childRules, 0, layer, parent)) }
      case let block as CSSLayerBlockRule:
        let node = layers.declare(block.name, under: layer)
        stack.append((block.childRules, 0, node, parent))
      case let statement as CSSLayerStatementRule:
        for name in statement.nameList { _ = layers.declare(name, under: layer) }
      case let importRule as CSSImportRule:
        guard let imported = importRule.styleSheet, importRule.supportsHolds,
          importRule.mediaText.isEmpty || mediaMatches(importRule.mediaText),
          importedSheets < 4096
        else { continue }
        importedSheets += 1
        let node = importRule.layerName.map { layers.declare($0, under: layer) } ?? layer
        stack.append((imported.rules, 0, node, nil))
      default:
        break
      }
    }

    let ranks = layers.ranks()
    for (selectorList, block, layer, order) in pending {
      for selector in selectorList.selectors {
        var entry = Entry(
          selector: selector, specificity: Specificity(of: selector), order: order,
          layer: ranks[layer], block: block)
        var generated: String?
        if selector.hasPseudoElement {
          if let slotted = Self.slottedEntry(
            selector, order: order, layer: ranks[layer], block: block)
          {
            slottedRules.append(slotted)
            continue
          }
          // `::before` and `::after` on the subject (the compound last in the selector).
          guard let pseudo = selector.compounds.first?.pseudoElement,
            pseudo == "before" || pseudo == "after"
          else { continue }
          var originating = selector
          originating.compounds[0].pseudoElement = nil
          originating.hasPseudoElement = false
          entry = Entry(
            selector: originating, specificity: entry.specificity, order: order,
            layer: entry.layer, block: block)
          generated = pseudo
        }
        guard let subject = selector.compounds.first else { continue }
        var id: String?
        var className: String?
        var tag: String?
        var isHost = false
        for simple in subject.simpleSelectors {
          switch simple {
          case .id(let value): id = id ?? value
          case .className(let value): className = className ?? value
          case .type(let type): tag = tag ?? type.lowercasedName
          case .pseudoClass(.host): isHost = true
          default: break
          }
        }
        switch generated {
        case "before": beforeRules.add(entry, id: id, className: className, tag: tag)
        case "after": afterRules.add(entry, id: id, className: className, tag: tag)
        default:
          if isHost {
            hostRules.append(entry)
          } else {
            elementRules.add(entry, id: id, className: className, tag: tag)
          }
        }
      }
    }
    self.elementRules = elementRules
    self.beforeRules = beforeRules
    self.afterRules = afterRules
    self.hostRules = hostRules
    self.slottedRules = slottedRules
  }

  /// The entry of a `::slotted()` selector: the selector without the pseudo-element (what
  /// the slot matches) and the argument; `nil` for other pseudo-elements.
  private static func slottedEntry(
    _ selector: ComplexSelector, order: Int, layer: Int, block: CSSDeclarationBlock
  ) -> Entry? {
    guard let subject = selector.compounds.first, subject.pseudoElement == "slotted",
      let argument = subject.slottedArgument
    else { return nil }
    var slotSelector = selector
    slotSelector.compounds[0].pseudoElement = nil
    slotSelector.compounds[0].slottedArgument = nil
    slotSelector.hasPseudoElement = false
    return Entry(
      selector: slotSelector, specificity: Specificity(of: selector), order: order,
      layer: layer, block: block, slotted: argument.compound)
  }

  /// Calls `body` with every element rule that may match `element` (each at most once).
  func forEachCandidate(for element: Element, _ body: (Entry) -> Void) {
    elementRules.forEachCandidate(for: element, body)
  }
}

/// Cascade layers as declared, in a tree: each named layer under its parent, anonymous
/// layers unique. Ranks come out in cascade order: a layer's sublayers before its own rules,
/// earlier-declared layers before later ones, unlayered rules (the root) last.
///
/// https://drafts.csswg.org/css-cascade-5/#layer-ordering
final class LayerTree {
  static let root = 0
  private var children: [[Int]] = [[]]
  private var names: [[String: Int]] = [[:]]
  private var anonymousCount = 0

  /// The node of the layer `name` (dotted path; "" for a new anonymous layer) under `parent`,
  /// declared now if it is new.
  func declare(_ name: String, under parent: Int) -> Int {
    let parts: [String]
    if name.isEmpty {
      anonymousCount += 1
      parts = ["\u{0}\(anonymousCount)"]
    } else {
      parts = name.split(separator: ".").map { String($0).trimmingCSSWhitespace }
    }
    var node = parent
    for part in parts {
      if let existing = names[node][part] {
        node = existing
      } else {
        let new = children.count
        children.append([])
        names.append([:])
        children[node].append(new)
        names[node][part] = new
        node = new
      }
    }
    return node
  }

  /// Each node's rank (post-order), by node.
  func ranks() -> [Int] {
    var ranks = [Int](repeating: 0, count: children.count)
    var next = 0
    var stack: [(node: Int, child: Int)] = [(Self.root, 0)]
    while let (node, child) = stack.last {
      if child < children[node].count {
        stack[stack.count - 1].child += 1
        stack.append((children[node][child], 0))
      } else {
        ranks[node] = next
        next += 1
        stack.removeLast()
      }
    }
    return ranks
  }
}

/// The style rule a nested rule stands in, as the rule set reads it (see ``CSSNesting``).
struct NestingParent {
  /// Its selector, with its own `&` resolved.
  var text: String
  /// Whether that is one complex selector (a leading `&` can then be written out).
  var isOneSelector: Bool
  /// How many levels up to the top `&` was wrapped in `:is()`.
  var wraps: Int
}
