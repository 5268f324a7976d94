import FuzzSupport

FuzzDriver.run(LineEditProperties.check)
