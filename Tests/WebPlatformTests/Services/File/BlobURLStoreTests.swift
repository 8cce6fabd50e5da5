import DOM
import Testing

@testable import WebPlatform

@Suite("Blob URL store")
struct BlobURLStoreTests {
  private let origin = WebURL("https://example.com/page")?.origin ?? .opaque

  @Test func createResolveRevoke() throws {
    let store = BlobURLStore(random: SeededRandom())
    let blob = Blob([.string("x")])
    let url = store.createObjectURL(blob, origin: origin)
    #expect(url == "blob:https://example.com/2f382ab0-b786-46e6-b236-aa5368481291")
    #expect(store.count == 1)
    let parsed = try #require(WebURL(url + "#fragment"))
    #expect(store.resolve(parsed) === blob)
    #expect(parsed.origin == origin)

    // Another origin, a non-blob URL and garbage do not revoke.
    let other = WebURL("https://other.test/")?.origin ?? .opaque
    store.revokeObjectURL(url, origin: other)
    store.revokeObjectURL("https://example.com/", origin: origin)
    store.revokeObjectURL("not a url", origin: origin)
    #expect(store.count == 1)
    store.revokeObjectURL(url, origin: origin)
    #expect(store.count == 0)
    #expect(store.resolve(parsed) == nil)
  }

  @Test func opaqueOriginsSerializeAsNull() {
    let store = BlobURLStore(random: SeededRandom(.seeded(1)))
    let url = store.createObjectURL(Blob(), origin: .opaque)
    #expect(url.hasPrefix("blob:null/"))
    #expect(url.count == "blob:null/".count + 36)
  }
}
