import DOM
import JSCore

/// `adoptedStyleSheets` as WebKit 2.50 has it: an observable array, one per document or shadow
/// root and world (the same object on each read), a real `Array` whose element writes
/// (`push`, `splice`, `[i] =`, `length =`, `pop`) check each value (a `CSSStyleSheet`, else a
/// TypeError; constructed in the root's document, else `NotAllowedError`) and then set the
/// root's adopted sheets. A Proxy over a plain array does it; its traps call back here.
///
/// https://webidl.spec.whatwg.org/#idl-observable-array
enum AdoptedStyleSheetsArray {
  /// The per-world factory: `(check, sync) => [proxy, refill]`.
  private static let factorySource = """
    (function (check, sync) {
      const target = [];
      const isIndex = (key) => typeof key === "string" && String(Number(key) >>> 0) === key
        && Number(key) !== 4294967295;
      const handler = {
        set(t, key, value, receiver) {
          if (isIndex(key)) {
            const index = Number(key);
            if (index > t.length) return false;
            check(value);
            t[index] = value;
            sync(t.slice());
            return true;
          }
          if (key === "length") {
            const length = Number(value);
            if (length > t.length) return false;
            t.length = length;
            sync(t.slice());
            return true;
          }
          return Reflect.set(t, key, value, receiver);
        },
        deleteProperty(t, key) {
          if (isIndex(key)) {
            if (Number(key) !== t.length - 1) return false;
            t.length -= 1;
            sync(t.slice());
            return true;
          }
          return Reflect.deleteProperty(t, key);
        },
        defineProperty(t, key, descriptor) {
          if (isIndex(key) || key === "length") {
            if (!("value" in descriptor)) return false;
            return handler.set(t, key, descriptor.value, t);
          }
          return Reflect.defineProperty(t, key, descriptor);
        },
      };
      const refill = (list) => {
        target.length = 0;
        for (const item of list) target.push(item);
      };
      return [new Proxy(target, handler), refill];
    })
    """

  /// The array of `root` (a document or shadow root) in the world of `call`, made on first
  /// use, holding the root's adopted sheets.
  static func array(_ call: BindingCall, root: Node, list: StyleSheetList) throws -> JSReturn {
    let world = call.world
    if let existing = world.wrappers[ObjectIdentifier(list.adoptedStyleSheetsKeys.array)] {
      // Another world may have changed the list: refill before handing it out.
      try refill(call, root: root, list: list)
      return .kept(existing)
    }
    let check = world.context.makeFunction(name: "") { [weak world, weak root] js in
      guard let world, let root else { return .undefined }
      let value = js.argument(0)
      guard
        let sheet = world.unwrap(value, as: CSSStyleSheetBinding.definition, CSSStyleSheet.self)
      else { throw JSThrow.typeError("Type error") }
      do {
        try CSSStyleSheet.checkAdoptable([sheet], by: root.nodeDocument)
      } catch {
        throw JSThrow.value(world.rejectionValue(for: error))
      }
      return .undefined
    }
    let sync = world.context.makeFunction(name: "") { [weak world, weak root] js in
      guard let world, let root else { return .undefined }
      let values = js.argument(0)
      let length = Int(WebIDLInteger.modulo(try values.get("length").toNumber(), bits: 32))
      var sheets: [CSSStyleSheet] = []
      for index in 0..<length {
        if let sheet = world.unwrap(
          try values.get(at: index), as: CSSStyleSheetBinding.definition, CSSStyleSheet.self)
        {
          sheets.append(sheet)
        }
      }
      setAdopted(sheets, of: root)
      return .undefined
    }
    let factory = try world.context.evaluateScript(factorySource, sourceURL: "adoptedStyleSheets")
    let made = try factory.call(arguments: [check, sync])
    let array = try made.get(at: 0)
    world.adopt(list.adoptedStyleSheetsKeys.array, wrapper: array)
    world.adopt(list.adoptedStyleSheetsKeys.refill, wrapper: try made.get(at: 1))
    try refill(call, root: root, list: list)
    return .value(array)
  }

  /// Refills this world's array (if made) from the root's adopted sheets, after script set
  /// the whole list (`root.adoptedStyleSheets = [...]`).
  static func refill(_ call: BindingCall, root: Node, list: StyleSheetList) throws {
    let world = call.world
    guard let refill = world.wrappers[ObjectIdentifier(list.adoptedStyleSheetsKeys.refill)]
    else { return }
    let sheets = adopted(of: root).map { world.wrapper(for: $0) }
    try refill.value.call(arguments: [try world.context.array(sheets)])
  }

  private static func adopted(of root: Node) -> [CSSStyleSheet] {
    (root as? Document)?.adoptedStyleSheets ?? (root as? ShadowRoot)?.adoptedStyleSheets ?? []
  }

  private static func setAdopted(_ sheets: [CSSStyleSheet], of root: Node) {
    if let document = root as? Document {
      document.adoptedStyleSheets = sheets
    } else if let shadow = root as? ShadowRoot {
      shadow.adoptedStyleSheets = sheets
    }
  }
}
