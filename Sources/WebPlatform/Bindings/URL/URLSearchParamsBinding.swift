import DOM
import JSCore

/// `URLSearchParams` (the model's `DOM/URL/URLSearchParams.swift`), declared in
/// `Bindings/IDL/URLSearchParams.webidl`. Iteration takes a snapshot of the list when it
/// starts.
///
/// https://url.spec.whatwg.org/#interface-urlsearchparams
enum URLSearchParamsBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "URLSearchParams",
    members: generatedMembers,
    constructor: BindingConstructor { call in
      let value = call.argument(0)
      let params: URLSearchParams
      if value.isUndefined {
        params = URLSearchParams()
      } else if let pairs = try call.pairsOrRecord(value) {
        params = URLSearchParams(pairs.map { (name: $0.0, value: $0.1) })
      } else {
        params = URLSearchParams(try call.string(0))
      }
      return call.world.wrapper(for: params)
    },
    iterable: .pairs { call in
      try call.this(URLSearchParams.self).list.map { pair in
        (call.context.string(pair.name), call.context.string(pair.value))
      }
    },
    modelType: URLSearchParams.self)
}
