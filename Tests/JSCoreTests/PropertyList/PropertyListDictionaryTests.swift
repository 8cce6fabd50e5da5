import JSCore
import Testing

@Suite("PropertyListDictionary")
struct PropertyListDictionaryTests {
  @Test func keepsInsertionOrder() {
    var dictionary: PropertyListDictionary = ["c": 1, "a": 2]
    dictionary["b"] = 3
    #expect(dictionary.keys == ["c", "a", "b"])
    #expect(dictionary.values == [1, 2, 3])
    #expect(dictionary.map(\.key) == ["c", "a", "b"])
  }

  @Test func replacingKeepsPosition() {
    var dictionary: PropertyListDictionary = ["c": 1, "a": 2, "b": 3]
    dictionary["c"] = "new"
    #expect(dictionary.keys == ["c", "a", "b"])
    #expect(dictionary["c"] == "new")
  }

  @Test func removing() {
    var dictionary: PropertyListDictionary = ["c": 1, "a": 2, "b": 3]
    dictionary["a"] = nil
    #expect(dictionary.removeValue(forKey: "c") == 1)
    #expect(dictionary.removeValue(forKey: "missing") == nil)
    #expect(dictionary.keys == ["b"])
    #expect(dictionary.count == 1)
    dictionary["a"] = 4
    #expect(dictionary.keys == ["b", "a"])
  }

  @Test func pairsKeepFirstPositionAndLastValue() {
    let dictionary = PropertyListDictionary([("k", 1), ("j", 2), ("k", 3)])
    #expect(dictionary.keys == ["k", "j"])
    #expect(dictionary["k"] == 3)
  }

  @Test func swiftDictionariesGetSortedKeys() {
    let dictionary = PropertyListDictionary(["b": 1, "a": 2, "B": 3, "é": 4, "z": 5])
    #expect(dictionary.keys == ["B", "a", "b", "z", "é"])
    #expect(PropertyList(["y": 1, "x": 2]).dictionaryValue?.keys == ["x", "y"])
  }

  @Test func sortedByKey() {
    let dictionary: PropertyListDictionary = ["b": 1, "a": 2]
    #expect(dictionary.sortedByKey().keys == ["a", "b"])
    #expect(dictionary.sortedByKey() == dictionary)
    #expect(dictionary.unordered == ["a": 2, "b": 1])
  }

  @Test func empty() {
    let dictionary = PropertyListDictionary()
    #expect(dictionary.isEmpty)
    #expect(dictionary == [:])
    #expect(Array(dictionary).isEmpty)
  }
}
