#if ACTIONJS_GUMBO
  import CGumbo
#endif
#if canImport(Glibc)
  import Glibc
#endif

/// gumbo's parse alone (no DOM): the reference the parser benchmarks compare the Swift parser
/// with, side by side. gumbo (Debian `libgumbo-dev`) is not a dependency of actionjs: this is
/// compiled in only when its header is installed (`Package.swift` defines `ACTIONJS_GUMBO`);
/// without it the modes that need it say so and stop.
enum GumboReference {
  /// Whether gumbo was compiled in.
  static var isAvailable: Bool {
    #if ACTIONJS_GUMBO
      true
    #else
      false
    #endif
  }

  /// Parses UTF-8 `input` with gumbo's defaults, walks its tree and frees it; returns its node
  /// count (document included), or `nil` without gumbo.
  static func parse(_ input: UnsafeBufferPointer<UInt8>) -> Int? {
    #if ACTIONJS_GUMBO
      guard let base = input.baseAddress else { return 0 }
      var options = kGumboDefaultOptions
      let raw = UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self)
      guard let output = gumbo_parse_with_options(&options, raw, input.count) else { return 0 }
      defer { gumbo_destroy_output(&options, output) }
      guard let document = output.pointee.document else { return 0 }
      var count = 0
      var stack: [UnsafeMutablePointer<GumboNode>] = [document]
      while let node = stack.popLast() {
        count += 1
        let type = node.pointee.type
        guard
          type == GUMBO_NODE_ELEMENT || type == GUMBO_NODE_TEMPLATE || type == GUMBO_NODE_DOCUMENT
        else { continue }
        let children =
          type == GUMBO_NODE_DOCUMENT
          ? node.pointee.v.document.children : node.pointee.v.element.children
        for index in 0..<Int(children.length) {
          if let child = children.data[index] {
            stack.append(child.assumingMemoryBound(to: GumboNode.self))
          }
        }
      }
      return count
    #else
      _ = input
      return nil
    #endif
  }

  /// Stops with a message when gumbo is not compiled in.
  static func require(_ mode: String) {
    guard !isAvailable else { return }
    print(
      "actionjs-bench \(mode): gumbo, the reference, is not compiled in; install libgumbo-dev "
        + "(apt-get install libgumbo-dev) and rebuild to compare with it")
    exit(3)
  }
}
