import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import ServiceLifecycle

/// Performs an outcome on a connection: waits, then answers, cuts, streams without end, resets or closes.
enum OutcomePerformer {
    /// How long an endless body goes on at most, and how often it sends its filler.
    static let endlessLimit = Duration.seconds(600)
    static let endlessInterval = Duration.milliseconds(50)

    static func perform(_ outcome: BackendOutcome, on channel: any Channel) async -> Response {
        if outcome.delay > .zero {
            // A long latency must not hold up a graceful stop.
            let delay = outcome.delay
            try? await cancelWhenGracefulShutdown { try await Task.sleep(for: delay) }
        }
        switch outcome.action {
        case .respond(let answer):
            return response(answer)
        case .cut(let answer, let bytes):
            return response(
                answer,
                body: ResponseBody(contentLength: answer.body.count) { writer in
                    try await writer.write(ByteBuffer(bytes: answer.body.prefix(bytes)))
                    try await channel.close()
                    throw CancellationError()
                })
        case .endless(let answer):
            return response(
                answer,
                body: ResponseBody { writer in
                    try await writer.write(ByteBuffer(bytes: answer.body))
                    let filler = ByteBuffer(repeating: UInt8(ascii: " "), count: 256)
                    let clock = ContinuousClock()
                    let end = clock.now.advanced(by: endlessLimit)
                    while clock.now < end, !Task.isCancelled, !Task.isShuttingDownGracefully {
                        try await Task.sleep(for: endlessInterval)
                        try await writer.write(filler)
                    }
                    try await channel.close()
                    throw CancellationError()
                })
        case .reset:
            if let socket = channel as? any SocketOptionProvider {
                try? await socket.setSoLinger(linger(l_onoff: 1, l_linger: 0)).get()
            }
            try? await channel.close()
            return Response(status: .internalServerError)
        case .down:
            try? await channel.close()
            return Response(status: .serviceUnavailable)
        }
    }

    /// `answer` as a Hummingbird response, its body whole unless `body` is given.
    static func response(_ answer: BackendResponse, body: ResponseBody? = nil) -> Response {
        var fields = HTTPFields()
        for header in answer.headers {
            guard let name = HTTPField.Name(header.name) else { continue }
            fields.append(HTTPField(name: name, value: header.value))
        }
        return Response(
            status: HTTPResponse.Status(code: answer.status), headers: fields,
            body: body ?? ResponseBody(byteBuffer: ByteBuffer(bytes: answer.body))
        )
    }
}
