// The HTML-layer state of a document: readiness, focus, the navigation and form submission
// hooks, and the observer that keeps form control state up to date. Made on first use.

/// Per-document HTML state (see `Document+State.swift` for the public members).
final class HTMLDocumentState {
  /// https://html.spec.whatwg.org/multipage/dom.html#current-document-readiness
  var readyState: DocumentReadyState = .complete
  /// https://html.spec.whatwg.org/multipage/dom.html#dom-document-referrer
  var referrer = ""
  /// The source's last modification time, when known.
  var lastModified: DocumentTimestamp?
  /// https://html.spec.whatwg.org/multipage/dom.html#dom-document-currentscript
  weak var currentScript: Element?
  /// https://html.spec.whatwg.org/multipage/interaction.html#designMode
  var designModeEnabled = false
  /// The focused area of the document, when it is an element.
  ///
  /// https://html.spec.whatwg.org/multipage/interaction.html#focused-area-of-the-document
  weak var focusedElement: Element?
  /// Elements whose `click()` is running. https://html.spec.whatwg.org/multipage/interaction.html#click-in-progress-flag
  var clicksInProgress: Set<ObjectIdentifier> = []
  /// Elements whose `focus()` is running. https://html.spec.whatwg.org/multipage/interaction.html#locked-for-focus
  var lockedForFocus: Set<ObjectIdentifier> = []
  /// Receives hyperlink navigations.
  var navigationHandler: ((HTMLNavigationRequest) -> Void)?
  /// Receives form submissions.
  var formSubmissionHandler: ((FormSubmission) -> Void)?
  /// Whether any radio button of the document has state (radio groups then need upkeep).
  var hasRadioState = false
  /// The elements each form owns, kept until the document changes.
  let formOwnership = FormOwnershipIndex()
  /// The document collections, for `document.forms === document.forms`.
  var collections = WeakObjectCache<DocumentCollectionKind, HTMLCollection>()
  /// The lists `getElementsByName` made, by name, while held.
  var namedLists = WeakObjectCache<String, LiveElementNodeList>()
  /// Where the source of each parser-inserted script starts (see `Document+ParserScripts.swift`).
  var scriptStartLines: [ObjectIdentifier: ScriptStartLine] = [:]

  private weak var document: Document?
  private var observer: HTMLFormStateObserver?

  init(document: Document) {
    self.document = document
  }

  /// Registers the form state observer with the document, once.
  func installObserver() {
    guard observer == nil, let document else { return }
    let observer = HTMLFormStateObserver(document: document)
    self.observer = observer
    document.addMutationObserver(observer)
  }
}

/// A weak reference to a live collection.

extension Document {
  /// The HTML state, made on first use.
  var htmlState: HTMLDocumentState {
    if let htmlStateStorage { return htmlStateStorage }
    let state = HTMLDocumentState(document: self)
    htmlStateStorage = state
    return state
  }
}

/// Applies the standard's steps that run when attributes change and nodes are inserted or
/// removed, to elements that have form control state, and the focus fixup rule.
final class HTMLFormStateObserver: TreeMutationObserver {
  private weak var document: Document?

  init(document: Document) {
    self.document = document
  }

  func treeDidMutate(_ mutation: TreeMutation) {
    switch mutation {
    case .attributeChanged(let element, let name, let oldValue, let newValue):
      guard name.namespace == nil, element.isHTMLElement else { return }
      attributeChanged(element, name.localName, oldValue: oldValue, newValue: newValue)
    case .inserted(let node, let parent):
      inserted(node, into: parent)
    case .removed(let node, let parent, _, _):
      removed(node, from: parent)
    default:
      break
    }
  }

  // MARK: - Attribute changes

  private func attributeChanged(
    _ element: Element, _ name: String, oldValue: String?, newValue: String?
  ) {
    switch (element.localName, name) {
    case ("input", "checked"):
      // When the checked content attribute is added, if the control does not have dirty
      // checkedness, the checkedness must be set to true; when it is removed, to false.
      // https://html.spec.whatwg.org/multipage/input.html#the-input-element:concept-fe-checked
      guard (oldValue == nil) != (newValue == nil) else { return }
      let state = element.formControlStateIfPresent
      if state?.isCheckednessDirty == true { return }
      if state == nil && newValue == nil { return }
      element.setCheckedness(newValue != nil, dirty: false)
    case ("input", "type"):
      element.inputTypeDidChange(from: oldValue)
    case ("input", "name"), ("input", "form"):
      // Radio button group changes: a checked radio button unchecks the rest of its new group.
      // https://html.spec.whatwg.org/multipage/input.html#radio-button-group
      if let state = element.formControlStateIfPresent, state.checkedness,
        element.isRadioButton
      {
        element.uncheckOtherRadioButtonsInGroup()
      }
    case ("option", "selected"):
      // When the selected content attribute is added, if the option's dirtiness is false, its
      // selectedness must be set to true; when removed, to false. Then it asks for a reset.
      // https://html.spec.whatwg.org/multipage/form-elements.html#the-option-element:concept-option-selectedness-3
      guard (oldValue == nil) != (newValue == nil) else { return }
      let select = element.optionOwnerSelect
      let resolved = select?.formControlStateIfPresent?.isSelectednessResolved == true
      let state = element.formControlStateIfPresent
      if state == nil && !resolved { return }
      let optionState = state ?? element.ensureFormControlState()
      if optionState.isSelectednessDirty { return }
      element.setSelectedness(newValue != nil, dirty: false)
    case ("select", "multiple"), ("select", "size"):
      if element.formControlStateIfPresent?.isSelectednessResolved == true {
        element.runSelectednessSettingAlgorithm()
      }
    default:
      break
    }
  }

  // MARK: - Insertion and removal

  private func inserted(_ node: Node, into parent: Node) {
    guard let element = node as? Element else { return }
    // Options added to a select's list of options: its selectedness is kept consistent.
    // https://html.spec.whatwg.org/multipage/form-elements.html#selectedness-setting-algorithm
    if let select = Self.selectAffected(by: element, parent: parent),
      select.formControlStateIfPresent?.isSelectednessResolved == true
    {
      select.optionsInserted(element)
    }
    // A checked radio button inserted into a group unchecks the others.
    // https://html.spec.whatwg.org/multipage/input.html#radio-button-group
    if document?.htmlStateStorage?.hasRadioState == true {
      for case let input as Element in element.inclusiveDescendants where input.isRadioButton {
        let checked =
          input.formControlStateIfPresent?.checkedness ?? input.hasAttributeValue("checked")
        if checked {
          if input.formControlStateIfPresent == nil {
            input.makeFormControlState(checkedness: true, selectedness: false)
          }
          input.uncheckOtherRadioButtonsInGroup()
        }
      }
    }
  }

  private func removed(_ node: Node, from parent: Node) {
    // The focus fixup rule: a focused element removed from the document loses focus (no
    // events fire). https://html.spec.whatwg.org/multipage/interaction.html#focus-fixup-rule
    if let state = document?.htmlStateStorage, let focused = state.focusedElement,
      node.isShadowIncludingInclusiveAncestor(of: focused)
    {
      state.focusedElement = nil
    }
    // Options removed from a select's list of options.
    if let element = node as? Element,
      let select = Self.selectAffected(by: element, parent: parent),
      select.formControlStateIfPresent?.isSelectednessResolved == true
    {
      select.runSelectednessSettingAlgorithm()
    }
  }

  /// The `select` whose list of options changes when `element` is inserted into or removed
  /// from `parent`: `parent` itself (an option or optgroup child), or the select parent of an
  /// optgroup `parent` (an option child).
  private static func selectAffected(by element: Element, parent: Node) -> Element? {
    guard element.isHTML("option") || element.isHTML("optgroup"),
      let parent = parent as? Element
    else { return nil }
    if parent.isHTML("select") { return parent }
    if element.isHTML("option"), parent.isHTML("optgroup"),
      let grandparent = parent.parentElement, grandparent.isHTML("select")
    {
      return grandparent
    }
    return nil
  }
}
