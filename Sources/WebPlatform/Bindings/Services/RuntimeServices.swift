import DOM
import JSCore

/// Settings of the offline services (`Runtime.Options.services`).
public struct ServicesOptions: Sendable {
  /// The resources `fetch()` and `XMLHttpRequest` are answered from (the saved page's
  /// subresources); anything else fails as a network error (`TypeError: Load failed`).
  public var resources: [StoredResource] = []
  /// How stored URLs match request URLs with a query.
  public var queryMatching: InMemoryResourceStore.QueryMatching = .exact

  /// No resources, exact matching.
  public init() {}
}

/// The runtime's offline services, made on first use (`Runtime.services`): one generator for
/// `crypto` and blob URLs (seeded from ``Runtime/Options/randomSeed``, so two runs agree), the
/// resource store, the blob URL store, and one ``OfflineFetcher`` whose ``FetchLog`` records
/// every request of both worlds.
public final class RuntimeServices {
  /// The generator behind `crypto.getRandomValues`, `crypto.randomUUID` and blob URLs.
  public let random: SeededRandom
  /// `crypto`'s model.
  public let crypto: CryptoModel
  /// The supplied resources.
  public let resourceStore: InMemoryResourceStore
  /// `URL.createObjectURL`'s entries (answering `blob:` fetches).
  public let blobURLStore: BlobURLStore
  /// The fetcher of `fetch()` and `XMLHttpRequest`.
  public let fetcher: OfflineFetcher
  unowned(unsafe) let document: Document
  /// Per-world helper functions (``World/servicesHelpers``), by world.
  var helpers: [ObjectIdentifier: JSValue] = [:]

  init(options: Runtime.Options, document: Document) {
    self.document = document
    random = SeededRandom(options.randomSeed.map { .seeded($0) } ?? .system)
    crypto = CryptoModel(random: random)
    resourceStore = InMemoryResourceStore(
      options.services.resources, queryMatching: options.services.queryMatching)
    blobURLStore = BlobURLStore(random: random)
    fetcher = OfflineFetcher(
      store: resourceStore, documentURL: WebURL(document.url), blobURLStore: blobURLStore)
  }

  /// Every request so far, in order.
  public var fetchLog: [FetchLogEntry] { fetcher.log.entries }

  /// The document's current URL (requests' client), origin and base URL.
  var documentURL: WebURL? { WebURL(document.url) }
  var origin: URLOrigin { documentURL?.origin ?? .opaque }
  var baseURL: WebURL? { document.baseURLRecord ?? documentURL }

  /// Fetches `request` as the document now is.
  func fetch(_ request: FetchRequest) -> Result<FetchResponse, NetworkError> {
    fetcher.documentURL = documentURL
    return fetcher.fetch(request)
  }
}

extension World {
  /// Small script helpers of the service bindings, made once per world with the intrinsics
  /// as they are at first use: `pairs(iterable)` (an array of arrays), `isIterable(value)`,
  /// `jsonParse(text)`.
  func servicesHelpers() -> JSValue {
    let services = runtime.services
    if let made = services.helpers[ObjectIdentifier(self)] { return made }
    let source = """
      (function () {
        const from = Array.from;
        const iterator = Symbol.iterator;
        const parse = JSON.parse;
        return {
          isIterable: function (value) {
            return value !== null && (typeof value === "object" || typeof value === "function")
              && typeof value[iterator] === "function";
          },
          pairs: function (value) {
            return from(value, function (inner) {
              if (inner === null || typeof inner !== "object" || typeof inner[iterator] !== "function") {
                throw new TypeError("The init pair is not a sequence");
              }
              return from(inner);
            });
          },
          toArray: function (value) { return from(value); },
          jsonParse: function (text) { return parse(text); }
        };
      })()
      """
    let made =
      (try? context.evaluateScript(source, sourceURL: "actionjs://services"))
      ?? context.object()
    services.helpers[ObjectIdentifier(self)] = made
    return made
  }
}

extension BindingCall {
  /// The runtime's offline services.
  var services: RuntimeServices { world.runtime.services }

  /// A `BufferSource` argument's bytes (a copy), or nil when the value is not one.
  func bufferSourceBytes(_ value: JSValue) -> [UInt8]? {
    guard value.isObject else { return nil }
    if let bytes = context.bytes(of: value) { return bytes }
    // A DataView: its buffer, offset and length.
    guard
      let tag = try? world.intrinsics.property("objectPrototype").get("toString")
        .call(this: value).toStringChecked(), tag == "[object DataView]",
      let buffer = try? value.get("buffer"), let all = context.bytes(of: buffer),
      let offset = try? Int(value.get("byteOffset").toNumber()),
      let length = try? Int(value.get("byteLength").toNumber()),
      offset >= 0, length >= 0, offset + length <= all.count
    else { return nil }
    return Array(all[offset..<(offset + length)])
  }

  /// A string-or-iterable-or-record argument as a list of pairs (`URLSearchParams`,
  /// `Headers` init): nil for a string-like value.
  func pairsOrRecord(_ value: JSValue) throws -> [(String, String)]? {
    guard value.isObject else { return nil }
    let helpers = world.servicesHelpers()
    if try helpers.property("isIterable").call(arguments: [value]).toBool() {
      let arrays = try helpers.property("pairs").call(arguments: [value])
      let count = Int(try arrays.get("length").toNumber())
      var pairs: [(String, String)] = []
      for index in 0..<count {
        let inner = try arrays.get(at: index)
        guard try inner.get("length").toNumber() == 2 else {
          throw JSThrow.typeError("The init pair must have exactly two items")
        }
        pairs.append(
          (try inner.get(at: 0).toStringChecked(), try inner.get(at: 1).toStringChecked()))
      }
      return pairs
    }
    return try value.propertyNames.map { name in (name, try value.get(name).toStringChecked()) }
  }

  /// A new promise with its settling functions.
  func promise() throws -> (promise: JSValue, resolve: JSValue, reject: JSValue) {
    try context.deferredPromise()
  }

  /// Settles a promise in a task of the event loop: `body` gives the value to resolve with or
  /// throws the reason to reject with.
  func settleInTask(
    _ deferred: (promise: JSValue, resolve: JSValue, reject: JSValue),
    _ body: @escaping () throws -> JSValue
  ) {
    let world = self.world
    world.runtime.eventLoop.queueTask {
      do {
        let value = try body()
        _ = try? deferred.resolve.call(arguments: [value])
      } catch {
        _ = try? deferred.reject.call(arguments: [world.rejectionValue(for: error)])
      }
    }
  }

  /// A promise already settled the same way (still resolved asynchronously by the engine).
  func settledPromise(_ body: () throws -> JSValue) throws -> JSReturn {
    .value(try world.settledPromise(body))
  }
}

extension World {
  /// A promise already settled with what `body` gives, or rejected with what it throws
  /// (still resolved asynchronously by the engine).
  func settledPromise(_ body: () throws -> JSValue) throws -> JSValue {
    let deferred = try context.deferredPromise()
    do {
      try deferred.resolve.call(arguments: [try body()])
    } catch {
      try deferred.reject.call(arguments: [rejectionValue(for: error)])
    }
    return deferred.promise
  }
}

extension World {
  /// The JS value to reject a promise with for a Swift error.
  func rejectionValue(for error: any Error) -> JSValue {
    switch translate(error) {
    case let thrown as JSThrow:
      switch thrown {
      case .typeError(let message): return context.makeError(kind: "TypeError", message: message)
      case .rangeError(let message):
        return context.makeError(kind: "RangeError", message: message)
      case .error(let name, let message): return context.makeError(kind: name, message: message)
      case .value(let value): return value
      }
    case let exception as JSException: return exception.value
    case let rangeError as RangeError:
      return context.makeError(kind: "RangeError", message: rangeError.message)
    default: return context.makeError(message: String(describing: error))
    }
  }
}
