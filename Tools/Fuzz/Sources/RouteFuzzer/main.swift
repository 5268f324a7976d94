import FuzzSupport

FuzzDriver.run(RouteProperties.check)
