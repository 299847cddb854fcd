// Unit tests of the explorer's pure modules (grouping, colours); the browser tests are in tests/system.
module.exports = { ...require('../../jest.preset.js'), rootDir: __dirname };
