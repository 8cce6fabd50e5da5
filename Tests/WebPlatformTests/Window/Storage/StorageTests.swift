import DOM
import Testing

@testable import WebPlatform

@Suite("Storage")
struct StorageTests {
  @Test func basicOperations() throws {
    let storage = Storage(kind: .local, origin: "https://example.com")
    #expect(storage.length == 0)
    try storage.setItem("b", "2")
    try storage.setItem("a", "1")
    try storage.setItem("b", "3")
    #expect(storage.length == 2)
    #expect(storage.keys == ["b", "a"])
    #expect(storage.key(0) == "b")
    #expect(storage.key(2) == nil)
    #expect(storage.key(-1) == nil)
    #expect(storage.getItem("b") == "3")
    #expect(storage.getItem("missing") == nil)
    storage.removeItem("b")
    storage.removeItem("missing")
    #expect(storage.keys == ["a"])
    storage.clear()
    #expect(storage.length == 0)
    #expect(storage.usage == 0)
  }

  @Test func quotaThrowsQuotaExceededError() throws {
    let storage = Storage(kind: .local, origin: "https://example.com", quota: 10)
    try storage.setItem("k", "123456789")
    #expect(storage.usage == 10)
    #expect(
      domExceptionName { () throws(DOMException) in try storage.setItem("k2", "") }
        == .quotaExceededError)
    #expect(storage.getItem("k2") == nil)
    // Replacing with a same-size value fits.
    try storage.setItem("k", "abcdefghi")
    #expect(storage.getItem("k") == "abcdefghi")
  }

  @Test func usageCountsWideStringsTwice() throws {
    let storage = Storage(kind: .session, origin: "https://example.com")
    try storage.setItem("é", "ü")
    #expect(storage.usage == 2)
    try storage.setItem("k", "日本")
    #expect(storage.usage == 2 + 1 + 4)
  }

  @Test func defaultQuotaIsFiveMegabytes() throws {
    let storage = Storage(kind: .local, origin: "https://example.com")
    let big = String(repeating: "x", count: Storage.defaultQuota - 1)
    try storage.setItem("a", big)
    #expect(
      domExceptionName { () throws(DOMException) in try storage.setItem("b", "") }
        == .quotaExceededError)
  }

  @Test func registryKeysByOriginAndKind() throws {
    let registry = StorageRegistry()
    let page = try #require(WebURL("https://example.com/a"))
    let samePage = try #require(WebURL("https://example.com:443/b?q"))
    let other = try #require(WebURL("http://example.com/"))
    let local = try registry.localStorage(for: page)
    #expect(try registry.localStorage(for: samePage) === local)
    #expect(try registry.sessionStorage(for: page) !== local)
    #expect(try registry.localStorage(for: other) !== local)
    #expect(local.origin == "https://example.com")
    try local.setItem("x", "1")
    #expect(registry.storage(.local, origin: "https://example.com").getItem("x") == "1")
    #expect(registry.allAreas.map(\.kind) == [.local, .local, .session])
  }

  @Test func fileURLsShareAnOriginAndOpaqueOriginsThrow() throws {
    let registry = StorageRegistry()
    let a = try registry.localStorage(for: try #require(WebURL("file:///a.html")))
    let b = try registry.localStorage(for: try #require(WebURL("file:///dir/b.html")))
    #expect(a === b)
    #expect(a.origin == "file://")
    let blank = try #require(WebURL("about:blank"))
    #expect(
      domExceptionName { () throws(DOMException) in _ = try registry.localStorage(for: blank) }
        == .securityError)
  }
}

/// The name of the DOMException `body` throws, or `nil` when it does not throw.
private func domExceptionName(_ body: () throws(DOMException) -> Void) -> DOMException.Name? {
  do {
    try body()
    return nil
  } catch {
    return error.name
  }
}
