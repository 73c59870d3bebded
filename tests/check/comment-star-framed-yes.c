/* --------------------------------------------------------------------------
                              Throttling Control:
   a banner's opener, but the text runs on and the closer stands alone,
   so it is a comment like any other.
 */
int throttle;
