import ExtensionValidation
import Testing

/// `--shard K/N`: parts are disjoint, cover the suite, and do not depend on input order.
@Suite struct ShardTests {
  static let cases = (0..<23).map {
    ValidationCase(scriptPath: "s\($0 % 3).js", pagePath: "pages/p\($0).html")
  }

  @Test(arguments: [1, 2, 3, 4, 7, 23, 30])
  func partsCoverTheSuiteOnce(_ count: Int) throws {
    var seen: [String] = []
    for index in 1...count {
      let shard = try #require(Shard(index: index, count: count))
      let part = shard.select(Self.cases)
      #expect(part.count >= Self.cases.count / count && part.count <= Self.cases.count / count + 1)
      seen += part.map(\.id)
    }
    #expect(seen.sorted() == Self.cases.map(\.id).sorted())
    #expect(Set(seen).count == seen.count)
  }

  @Test func orderOfTheInputDoesNotMatter() throws {
    let shard = try #require(Shard("2/3"))
    #expect(shard.select(Self.cases) == shard.select(Self.cases.reversed()))
  }

  @Test(arguments: ["0/3", "4/3", "1/0", "a/b", "1", "1/2/3", "", "-1/2"])
  func invalidTextIsRejected(_ text: String) {
    #expect(Shard(text) == nil)
  }
}
