/* ÿş bytes that are not UTF-8
 */
// cafÃ©
