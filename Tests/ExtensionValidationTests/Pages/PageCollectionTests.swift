import Foundation
import TestSupport
import Testing

@testable import ExtensionValidation

/// Page arguments: files, folders and globs over real folders, relative paths kept.
@Suite struct PageCollectionTests {
  /// pages/a.html, pages/b.htm, pages/c.txt, pages/notes.md, pages/.hidden.html,
  /// pages/.git/x.html, pages/sub/d.webarchive, pages/sub/deeper/e.mhtml, pages/sub/f1.html,
  /// pages/sub/f2.html, pages/sub/fx.html, other/g.HTML
  static func makeTree() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    for name in [
      "pages/a.html", "pages/b.htm", "pages/c.txt", "pages/notes.md", "pages/.hidden.html",
      "pages/.git/x.html", "pages/sub/d.webarchive", "pages/sub/deeper/e.mhtml",
      "pages/sub/f1.html", "pages/sub/f2.html", "pages/sub/fx.html", "other/g.HTML",
    ] {
      try folder.write(name, "<p>\(name)</p>")
    }
    return folder
  }

  @Test func aFolderGivesEveryPageInsideSortedWithoutHiddenOnes() throws {
    let folder = try Self.makeTree()
    let pages = try PageCollection.expand(["pages"], relativeTo: folder.path)
    #expect(
      pages == [
        "pages/a.html", "pages/b.htm", "pages/c.txt", "pages/sub/d.webarchive",
        "pages/sub/deeper/e.mhtml", "pages/sub/f1.html", "pages/sub/f2.html", "pages/sub/fx.html",
      ])
  }

  @Test func aFileIsTakenAsItIsAndDuplicatesGo() throws {
    let folder = try Self.makeTree()
    let pages = try PageCollection.expand(
      ["./pages/notes.md", "pages//a.html", "pages/a.html", "other/g.HTML"],
      relativeTo: folder.path)
    #expect(pages == ["other/g.HTML", "pages/a.html", "pages/notes.md"])
  }

  @Test func aStarMatchesWithinOneFolder() throws {
    let folder = try Self.makeTree()
    #expect(
      try PageCollection.expand(["pages/*.html"], relativeTo: folder.path) == ["pages/a.html"])
    #expect(
      try PageCollection.expand(["pages/*"], relativeTo: folder.path).count == 8,
      "a matched folder gives its pages")
  }

  @Test func aDoubleStarMatchesAnyDepth() throws {
    let folder = try Self.makeTree()
    let pages = try PageCollection.expand(["pages/**/*.html"], relativeTo: folder.path)
    #expect(
      pages == ["pages/a.html", "pages/sub/f1.html", "pages/sub/f2.html", "pages/sub/fx.html"])
    let deep = try PageCollection.expand(["**/e.*"], relativeTo: folder.path)
    #expect(deep == ["pages/sub/deeper/e.mhtml"])
  }

  @Test func aQuestionMarkAndASetMatchOneCharacter() throws {
    let folder = try Self.makeTree()
    #expect(
      try PageCollection.expand(["pages/sub/f?.html"], relativeTo: folder.path)
        == ["pages/sub/f1.html", "pages/sub/f2.html", "pages/sub/fx.html"])
    #expect(
      try PageCollection.expand(["pages/sub/f[12].html"], relativeTo: folder.path)
        == ["pages/sub/f1.html", "pages/sub/f2.html"])
    #expect(
      try PageCollection.expand(["pages/sub/f[!0-9].html"], relativeTo: folder.path)
        == ["pages/sub/fx.html"])
    #expect(
      try PageCollection.expand(["pages/[a-b].*"], relativeTo: folder.path)
        == ["pages/a.html", "pages/b.htm"])
  }

  @Test func hiddenNamesMatchOnlyWhenThePatternSaysSo() throws {
    let folder = try Self.makeTree()
    #expect(
      try PageCollection.expand(["pages/.*.html"], relativeTo: folder.path)
        == ["pages/.hidden.html"])
  }

  @Test func aGlobMatchingNothingIsAnErrorNamingIt() throws {
    let folder = try Self.makeTree()
    #expect(throws: PageCollectionError.noMatch(pattern: "x/*.html")) {
      try PageCollection.expand(["pages", "x/*.html"], relativeTo: folder.path)
    }
    #expect(
      PageCollectionError.noMatch(pattern: "x/*.html").description == "no pages match 'x/*.html'")
    #expect(throws: PageCollectionError.noMatch(pattern: "pages/*.md")) {
      try PageCollection.expand(["pages/*.md"], relativeTo: folder.path)
    }
  }

  @Test func aMissingFileAndAnEmptyFolderAreErrors() throws {
    let folder = try Self.makeTree()
    try folder.makeFolder("empty")
    #expect(throws: PageCollectionError.missing(path: "pages/nope.html")) {
      try PageCollection.expand(["pages/nope.html"], relativeTo: folder.path)
    }
    #expect(throws: PageCollectionError.emptyFolder(path: "empty")) {
      try PageCollection.expand(["empty"], relativeTo: folder.path)
    }
    #expect(
      throws: PageCollectionError.invalidPattern(pattern: "pages/[ab", reason: "'[' is not closed")
    ) {
      try PageCollection.expand(["pages/[ab"], relativeTo: folder.path)
    }
  }

  @Test func absolutePathsStayAbsolute() throws {
    let folder = try Self.makeTree()
    let pages = try PageCollection.expand([folder.path + "/pages/sub/f*.html"])
    #expect(pages.count == 3)
    #expect(pages.allSatisfy { $0.hasPrefix(folder.path + "/pages/sub/f") })
  }

  @Test(arguments: [
    ("*.html", "a.html", true), ("*.html", "a.htm", false), ("a*b*c", "aXXbYYc", true),
    ("a*b*c", "aXXbYY", false), ("?", "", false), ("[]]x", "]x", true), ("*", "", true),
    ("[a-c]?", "bz", true), ("[^a-c]", "d", true), ("[^a-c]", "a", false),
  ])
  func globComponents(pattern: String, text: String, matches: Bool) throws {
    #expect(try GlobPattern(pattern).matches(text) == matches)
  }
}
