import DOM
import JSCore

/// `URLSearchParams` (the model's `DOM/URL/URLSearchParams.swift`). Iteration takes a snapshot
/// of the list when it starts.
///
/// https://url.spec.whatwg.org/#interface-urlsearchparams
enum URLSearchParamsBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "URLSearchParams",
    members: [
      .readonly("size") { call in call.number(try call.this(URLSearchParams.self).size) },
      .operation("append", length: 2) { call in
        let params = try call.this(URLSearchParams.self)
        try call.requireArguments(2)
        params.append(try call.string(0), try call.string(1))
        return .undefined
      },
      .operation("delete", length: 1) { call in
        let params = try call.this(URLSearchParams.self)
        try call.requireArguments(1)
        params.delete(try call.string(0), try call.optionalString(1))
        return .undefined
      },
      .operation("get", length: 1) { call in
        let params = try call.this(URLSearchParams.self)
        try call.requireArguments(1)
        return call.string(params.get(try call.string(0)))
      },
      .operation("getAll", length: 1) { call in
        let params = try call.this(URLSearchParams.self)
        try call.requireArguments(1)
        return try call.array(strings: params.getAll(try call.string(0)))
      },
      .operation("has", length: 1) { call in
        let params = try call.this(URLSearchParams.self)
        try call.requireArguments(1)
        return .boolean(params.has(try call.string(0), try call.optionalString(1)))
      },
      .operation("set", length: 2) { call in
        let params = try call.this(URLSearchParams.self)
        try call.requireArguments(2)
        params.set(try call.string(0), try call.string(1))
        return .undefined
      },
      .operation("sort") { call in
        try call.this(URLSearchParams.self).sort()
        return .undefined
      },
      .operation("toString") { call in .string(try call.this(URLSearchParams.self).toString()) },
    ],
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
