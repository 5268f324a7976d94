import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Why `LoopbackHTTPServer` could not start.
public enum LoopbackHTTPServerError: Error, Equatable, Sendable {
    /// A socket call failed; `call` names it, `code` is `errno`.
    case socketCallFailed(call: String, code: Int32)
    /// `start()` was called on a server that had already been started.
    case alreadyStarted
    /// The server has not been started, so it has no address yet.
    case notStarted
}

/// The few POSIX socket calls the loopback server needs, the same on Linux and Darwin.
enum LoopbackSocket {
    #if canImport(Darwin)
    private static let streamType = SOCK_STREAM
    private static let sendFlags: Int32 = 0
    #else
    private static let streamType = Int32(SOCK_STREAM.rawValue)
    private static let sendFlags = Int32(MSG_NOSIGNAL)
    #endif

    /// A non-blocking TCP socket listening on 127.0.0.1 at a port the system chose.
    static func makeListener() throws(LoopbackHTTPServerError) -> (descriptor: Int32, port: UInt16) {
        let descriptor = socket(AF_INET, streamType, 0)
        guard descriptor >= 0 else { throw .socketCallFailed(call: "socket", code: errno) }
        do {
            var address = sockaddr_in()
            #if canImport(Darwin)
            address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
            #endif
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = 0
            address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
            try call("bind", withSocketAddress(&address) { bind(descriptor, $0, $1) })
            try call("listen", listen(descriptor, 64))
            try call(
                "getsockname",
                withSocketAddress(&address) { pointer, length in
                    var boundLength = length
                    return getsockname(descriptor, pointer, &boundLength)
                })
            let flags = fcntl(descriptor, F_GETFL)
            try call("fcntl", fcntl(descriptor, F_SETFL, flags | O_NONBLOCK))
            return (descriptor, UInt16(bigEndian: address.sin_port))
        } catch {
            close(descriptor)
            throw error
        }
    }

    /// Waits up to `milliseconds` for `descriptor` to have something to read (or a connection to accept).
    static func waitUntilReadable(_ descriptor: Int32, milliseconds: Int32) -> Bool {
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&request, 1, milliseconds) > 0
    }

    /// The next pending connection as a blocking socket with a read timeout, or `nil` when there is none.
    static func acceptConnection(on listener: Int32, readTimeoutSeconds: Int = 5) -> Int32? {
        let connection = accept(listener, nil, nil)
        guard connection >= 0 else { return nil }
        let flags = fcntl(connection, F_GETFL)
        _ = fcntl(connection, F_SETFL, flags & ~O_NONBLOCK)
        var timeout = timeval()
        timeout.tv_sec = readTimeoutSeconds
        _ = setsockopt(connection, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        #if canImport(Darwin)
        var noSigPipe: Int32 = 1
        _ = setsockopt(connection, SOL_SOCKET, SO_NOSIGPIPE, &noSigPipe, socklen_t(MemoryLayout<Int32>.size))
        #endif
        return connection
    }

    /// Reads what is available (blocking until something is), up to `buffer.count` bytes.
    /// Returns the byte count, 0 at end of stream, or `nil` on error or read timeout.
    static func receive(_ descriptor: Int32, into buffer: inout [UInt8]) -> Int? {
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count >= 0 { return count }
            if errno != EINTR { return nil }
        }
    }

    /// Writes all of `data`; `false` if the peer went away first. Never raises SIGPIPE.
    @discardableResult
    static func sendAll(_ descriptor: Int32, _ data: Data) -> Bool {
        let bytes = [UInt8](data)
        var offset = 0
        while offset < bytes.count {
            let sent = bytes.withUnsafeBytes { buffer in
                send(descriptor, buffer.baseAddress?.advanced(by: offset), buffer.count - offset, sendFlags)
            }
            if sent < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += sent
        }
        return true
    }

    /// Stops reading and writing on `descriptor`; wakes a thread polling it.
    static func shutdownBoth(_ descriptor: Int32) {
        _ = shutdown(descriptor, Int32(SHUT_RDWR))
    }

    /// Closes `descriptor`.
    static func close(_ descriptor: Int32) {
        #if canImport(Darwin)
        _ = Darwin.close(descriptor)
        #elseif canImport(Musl)
        _ = Musl.close(descriptor)
        #else
        _ = Glibc.close(descriptor)
        #endif
    }

    private static func call(_ name: String, _ result: Int32) throws(LoopbackHTTPServerError) {
        guard result == 0 else { throw .socketCallFailed(call: name, code: errno) }
    }

    private static func withSocketAddress(
        _ address: inout sockaddr_in, _ body: (UnsafeMutablePointer<sockaddr>, socklen_t) -> Int32
    ) -> Int32 {
        withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                body($0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
    }
}
