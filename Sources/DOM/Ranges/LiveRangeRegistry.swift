/// The live ranges of one document, kept up to date through the document's mutation hook.
///
/// Ranges are held weakly: a range nobody holds stops being updated and is dropped.
///
/// https://dom.spec.whatwg.org/#concept-live-range
final class LiveRangeRegistry: TreeMutationObserver {
  private struct Entry {
    weak var range: Range?
  }
  private var entries: [Entry] = []

  func add(_ range: Range) {
    entries.removeAll { $0.range == nil }
    entries.append(Entry(range: range))
  }

  func remove(_ range: Range) {
    entries.removeAll { $0.range == nil || $0.range === range }
  }

  /// The live ranges, for tests.
  var ranges: [Range] { entries.compactMap(\.range) }

  func treeDidMutate(_ mutation: TreeMutation) {
    guard !entries.isEmpty else { return }
    switch mutation {
    case .inserted(let node, let parent):
      // https://dom.spec.whatwg.org/#concept-node-insert step 5
      let affected = ranges.filter { $0.startContainer === parent || $0.endContainer === parent }
      guard !affected.isEmpty else { return }
      let index = node.index
      for range in affected {
        if range.startContainer === parent && range.startOffset > index { range.startOffset += 1 }
        if range.endContainer === parent && range.endOffset > index { range.endOffset += 1 }
      }
    case .removed(let node, let parent, let previousSibling, _):
      // https://dom.spec.whatwg.org/#concept-node-remove steps 4–7
      // The node's former index, counted only when a range needs it.
      var knownIndex: Int?
      func index() -> Int {
        if let knownIndex { return knownIndex }
        let index = TreeMutation.removedIndex(previousSibling: previousSibling)
        knownIndex = index
        return index
      }
      for range in ranges {
        if node.contains(range.startContainer) {
          range.startContainer = parent
          range.startOffset = index()
        }
        if node.contains(range.endContainer) {
          range.endContainer = parent
          range.endOffset = index()
        }
        if range.startContainer === parent && range.startOffset > index() {
          range.startOffset -= 1
        }
        if range.endContainer === parent && range.endOffset > index() { range.endOffset -= 1 }
      }
    case .characterDataReplaced(let node, let offset, let count, let insertedLength, _):
      // https://dom.spec.whatwg.org/#concept-cd-replace steps 8–11
      for range in ranges {
        if range.startContainer === node {
          if range.startOffset > offset && range.startOffset <= offset + count {
            range.startOffset = offset
          } else if range.startOffset > offset + count {
            range.startOffset += insertedLength - count
          }
        }
        if range.endContainer === node {
          if range.endOffset > offset && range.endOffset <= offset + count {
            range.endOffset = offset
          } else if range.endOffset > offset + count {
            range.endOffset += insertedLength - count
          }
        }
      }
    case .textSplit(let node, let newNode, let offset):
      // https://dom.spec.whatwg.org/#concept-text-split steps 7.2–7.5
      guard let parent = node.parentNode else { return }
      let afterNode = node.index + 1
      for range in ranges {
        if range.startContainer === node && range.startOffset > offset {
          range.startContainer = newNode
          range.startOffset -= offset
        }
        if range.endContainer === node && range.endOffset > offset {
          range.endContainer = newNode
          range.endOffset -= offset
        }
        if range.startContainer === parent && range.startOffset == afterNode {
          range.startOffset += 1
        }
        if range.endContainer === parent && range.endOffset == afterNode { range.endOffset += 1 }
      }
    case .attributeChanged, .adopted, .childList:
      break
    }
  }

  /// `normalize()` merges `merged` into `node`, whose data before it had `length` code units.
  ///
  /// https://dom.spec.whatwg.org/#dom-node-normalize step 6
  func textMerged(_ merged: Text, into node: Text, at length: Int) {
    guard !entries.isEmpty, let parent = merged.parentNode else { return }
    let index = merged.index
    for range in ranges {
      if range.startContainer === merged {
        range.startContainer = node
        range.startOffset += length
      }
      if range.endContainer === merged {
        range.endContainer = node
        range.endOffset += length
      }
      if range.startContainer === parent && range.startOffset == index {
        range.startContainer = node
        range.startOffset = length
      }
      if range.endContainer === parent && range.endOffset == index {
        range.endContainer = node
        range.endOffset = length
      }
    }
  }
}
