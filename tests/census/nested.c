/* /* nested opener */
/*/ slash-star-slash does not close */
/**/
// a // b /* c */
/* a // b */ int x;
