import Foundation
import FuzzSupport
import Localization
import Networking
import NetworkingFuzzSupport

/// What `GraphQLResponseDecoder` promises for any body: the `data` or a `RemoteFailure`,
/// never a trap; errors win over data; every string of `data` cleaned and within the limit;
/// every error message one clean line. The first byte chooses the HTTP status.
enum GraphQLProperties {
    static let limits = ResponseLimits(maxStringLength: 64, maxRecords: 8)
    static let statuses = [200, 200, 200, 204, 400, 429, 500, 503]

    static func check(_ bytes: UnsafeRawBufferPointer) {
        guard let first = bytes.first else { return }
        let status = statuses[Int(first) % statuses.count]
        let response = HTTPResponse(status: status, body: Data(bytes.dropFirst()))
        let decoder = GraphQLResponseDecoder(limits: limits)
        if status >= 400 {
            if case .graphQL(let errors, _)? = decoder.failure(forErrorResponse: response) {
                checkMessages(errors)
            }
            return
        }
        do {
            let data = try decoder.decode(JSONValue.self, from: response)
            Property.require(!data.isNull, "null data decoded")
            OutsideStrings.check(data, maxLength: limits.maxStringLength)
        } catch {
            if case .graphQL(let errors, _) = error {
                Property.require(!errors.isEmpty, "a GraphQL failure without errors")
                checkMessages(errors)
            }
        }
    }

    private static func checkMessages(_ errors: [GraphQLError]) {
        for error in errors {
            Property.require(
                OutsideText.singleLine(error.message) == error.message, "a message not on one clean line")
            Property.require(error.message.count <= 1_000, "a message of \(error.message.count) characters")
        }
    }
}
