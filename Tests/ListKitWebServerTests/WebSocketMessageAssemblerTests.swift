import HummingbirdWebSocket
import NIOCore
import Testing

@testable import ListKitWeb

struct WebSocketMessageAssemblerTests {

  @Test func aWholeTextFrameIsAMessage() {
    var assembler = WebSocketMessageAssembler(maximumBytes: 10)
    #expect(
      assembler.append(opcode: .text, data: ByteBuffer(string: "hello"), fin: true)
        == .message("hello"))
    #expect(
      assembler.append(opcode: .text, data: ByteBuffer(string: "0123456789"), fin: true)
        == .message("0123456789"))
  }

  @Test func fragmentsMakeOneMessage() {
    var assembler = WebSocketMessageAssembler(maximumBytes: 10)
    #expect(
      assembler.append(opcode: .text, data: ByteBuffer(string: "ab"), fin: false) == .incomplete)
    #expect(
      assembler.append(opcode: .continuation, data: ByteBuffer(string: "cd"), fin: false)
        == .incomplete)
    #expect(
      assembler.append(opcode: .continuation, data: ByteBuffer(string: "é"), fin: true)
        == .message("abcdé"))
    #expect(
      assembler.append(opcode: .text, data: ByteBuffer(string: "next"), fin: true)
        == .message("next"))
  }

  @Test func aMessageOverTheLimitIsDroppedAndTheNextOneKept() {
    var assembler = WebSocketMessageAssembler(maximumBytes: 4)
    #expect(
      assembler.append(opcode: .text, data: ByteBuffer(string: "abcde"), fin: true)
        == .dropped("over 4 bytes"))
    #expect(
      assembler.append(opcode: .text, data: ByteBuffer(string: "abc"), fin: false) == .incomplete)
    #expect(
      assembler.append(opcode: .continuation, data: ByteBuffer(string: "de"), fin: false)
        == .incomplete)
    #expect(
      assembler.append(opcode: .continuation, data: ByteBuffer(string: "f"), fin: true)
        == .dropped("over 4 bytes"))
    #expect(
      assembler.append(opcode: .text, data: ByteBuffer(string: "ok"), fin: true) == .message("ok"))
  }

  @Test func binaryStrayAndMalformedMessagesAreDropped() {
    var assembler = WebSocketMessageAssembler(maximumBytes: 100)
    #expect(
      assembler.append(opcode: .binary, data: ByteBuffer(string: "{}"), fin: true)
        == .dropped("binary, not text"))
    #expect(
      assembler.append(opcode: .continuation, data: ByteBuffer(string: "x"), fin: true)
        == .protocolError("a continuation frame with no message"))
    let invalid = ByteBuffer(bytes: [0x61, 0xC3, 0x28])
    #expect(assembler.append(opcode: .text, data: invalid, fin: true) == .dropped("not UTF-8"))
    // A character split between fragments is whole again.
    let split = Array("é".utf8)
    #expect(
      assembler.append(opcode: .text, data: ByteBuffer(bytes: [split[0]]), fin: false)
        == .incomplete)
    #expect(
      assembler.append(opcode: .continuation, data: ByteBuffer(bytes: [split[1]]), fin: true)
        == .message("é"))
  }

  @Test func aNewMessageInsideAFragmentedOneBreaksTheProtocol() {
    var assembler = WebSocketMessageAssembler(maximumBytes: 100)
    #expect(
      assembler.append(opcode: .text, data: ByteBuffer(string: "ab"), fin: false) == .incomplete)
    #expect(
      assembler.append(opcode: .text, data: ByteBuffer(string: "cd"), fin: true)
        == .protocolError("a new message inside a fragmented one"))
  }
}
