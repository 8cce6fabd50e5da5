import DOM
import Testing

@Suite struct DOMRectTests {
  @Test func edgesHandleNegativeSizes() {
    let rect = DOMRectReadOnly(x: 10, y: 20, width: -4, height: 8)
    #expect(rect.top == 20)
    #expect(rect.right == 10)
    #expect(rect.bottom == 28)
    #expect(rect.left == 6)
  }

  @Test func nanPropagatesThroughEdges() {
    let rect = DOMRect(x: .nan, y: 1, width: 2, height: 3)
    #expect(rect.left.isNaN)
    #expect(rect.right.isNaN)
    #expect(rect.top == 1)
    let other = DOMRect(x: 0, y: 0, width: .nan, height: 0)
    #expect(other.left.isNaN, "NaN in either operand, in either order")
  }

  @Test func mutableRectsChange() {
    let rect = DOMRect()
    rect.x = 5
    rect.width = 10
    rect.y = -1
    rect.height = 2
    #expect(
      rect.jsonMembers.map(\.name) == [
        "x", "y", "width", "height", "top", "right", "bottom", "left",
      ])
    #expect(rect.jsonMembers.map(\.value) == [5, -1, 10, 2, -1, 15, 1, 5])
  }

  @Test func fromRectMakesTheRightClass() {
    let readOnly = DOMRectReadOnly.fromRect(DOMRectInit(x: 1, width: 2))
    #expect(!(readOnly is DOMRect))
    #expect(readOnly.x == 1 && readOnly.width == 2 && readOnly.y == 0)
    let rect: DOMRect = DOMRect.fromRect(DOMRectInit(height: 4))
    #expect(rect.height == 4)
  }

  @Test func listsAreFixed() {
    let list = DOMRectList([DOMRect(x: 1), DOMRect(x: 2)])
    #expect(list.length == 2)
    #expect(list.item(1)?.x == 2)
    #expect(list.item(2) == nil)
    #expect(list.item(-1) == nil)
  }

  @Test func points() {
    let point = DOMPoint.fromPoint(DOMPointInit(y: 3))
    #expect(point.w == 1)
    point.z = 2
    #expect(point.jsonMembers.map(\.value) == [0, 3, 2, 1])
    let readOnly = DOMPointReadOnly.fromPoint()
    #expect(!(readOnly is DOMPoint))
    #expect(readOnly.jsonMembers.map(\.name) == ["x", "y", "z", "w"])
  }
}
