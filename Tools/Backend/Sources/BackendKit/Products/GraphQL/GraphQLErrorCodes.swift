import GraphQL

/// Gives each error of a result the `extensions.code` Apollo Server gives it, so clients
/// written against Alfie's mock read them alike: a result without data failed before it ran
/// (a validation error, or a variable of the wrong type); with data, a resolver failed.
enum GraphQLErrorCodes {
    static func coded(_ result: GraphQLResult) -> GraphQLResult {
        var coded = result
        coded.errors = Self.coded(result.errors, hasData: result.data != nil)
        return coded
    }

    static func coded(_ errors: [GraphQLError], hasData: Bool) -> [GraphQLError] {
        errors.map { error in
            guard error.extensions["code"] == nil else { return error }
            if !hasData {
                return Self.coded(
                    error, code: error.message.hasPrefix("Variable ") ? "BAD_USER_INPUT" : "GRAPHQL_VALIDATION_FAILED")
            }
            return Self.coded(error, code: error.originalError is AlfieArgumentError ? "BAD_USER_INPUT" : "INTERNAL_SERVER_ERROR")
        }
    }

    static func coded(_ error: GraphQLError, code: String) -> GraphQLError {
        var extensions = error.extensions
        extensions["code"] = .string(code)
        return GraphQLError(message: error.message, locations: error.locations, path: error.path, extensions: extensions)
    }
}
