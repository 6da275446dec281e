//! The engine's readings of card text that is not built in: imported cards, and the cards a
//! game file or a kept game carries. The page has no card-text compiler (the built-in pool comes
//! compiled, `build.rs`); the worker reads text ([`crate::worker`], kind `read`) and this module
//! keeps what it answered, in memory and in local storage, so a card is read once per build.
//!
//! - A reading belongs to a printed card as a whole: it is found by [`key`], a digest of
//!   everything printed on the card (a card list with a corrected text is read again).
//! - Kept readings carry the reader's stamp ([`STAMP`], from `build.rs`: a digest of the
//!   compiler's and the engine's sources). A build with another stamp ignores them and reads
//!   the cards again, so an update that reads more text, or changes the card data's shape,
//!   never plays an old reading.
//! - What is kept is what is still in use: readings of the imported cards, of the kept game's
//!   cards, and of the cards read last (kept in batches as the worker sent them: the page
//!   decodes card data but never encodes it).

use std::cell::RefCell;
use std::collections::{BTreeMap, BTreeSet};

use opcg_cards::{CardTexts, PrintedCard, Reading};
use opcg_engine::CardDef;

/// The reader's stamp: readings kept under another one are read again.
pub const STAMP: &str = env!("OPCG_READER_STAMP");

const KEY: &str = "opcg.readings.v2";
/// Where readings without their texts were kept (removed when readings are next kept).
const OLD_KEY: &str = "opcg.readings.v1";

/// One answer of the worker as kept: the keys of the cards asked, and the answer's bytes
/// (postcard of a list of [`Reading`]s — card data and texts —, in the same order) in base64.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct Batch {
    keys: Vec<u64>,
    defs: String,
}

#[derive(Default)]
struct Known {
    defs: BTreeMap<u64, Reading>,
    batches: Vec<Batch>,
}

thread_local! {
    static KNOWN: RefCell<Option<Known>> = const { RefCell::new(None) };
}

/// A printed card's identity for its reading: a digest (64-bit FNV-1a) of the card as saved.
#[must_use]
pub fn key(p: &PrintedCard) -> u64 {
    let text = serde_json::to_string(p).unwrap_or_default();
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3))
}

/// Kept readings as text (plain lines, so the page needs no more decoding code than the card
/// data's own): the stamp, then one line per batch, `key,key,…;base64` with keys in hex.
fn pack(batches: &[Batch]) -> String {
    let mut out = STAMP.to_string();
    for b in batches {
        out.push('\n');
        let keys: Vec<String> = b.keys.iter().map(|k| format!("{k:x}")).collect();
        out.push_str(&keys.join(","));
        out.push(';');
        out.push_str(&b.defs);
    }
    out
}

/// Reads kept readings: none unless they are this reader's; a batch that does not decode
/// whole is dropped (its cards are read again).
fn unpack(text: &str) -> Known {
    let mut lines = text.lines();
    if lines.next() != Some(STAMP) {
        return Known::default();
    }
    let mut known = Known::default();
    for line in lines {
        let Some((keys, defs)) = line.split_once(';') else { continue };
        let Ok(keys) = keys.split(',').map(|k| u64::from_str_radix(k, 16)).collect::<Result<Vec<u64>, _>>() else { continue };
        let batch = Batch { keys, defs: defs.to_string() };
        if let Some(defs) = decode_batch(&batch) {
            known.defs.extend(batch.keys.iter().copied().zip(defs));
            known.batches.push(batch);
        }
    }
    known
}

/// The readings of a batch, when its bytes decode to one reading per key.
fn decode_batch(batch: &Batch) -> Option<Vec<Reading>> {
    let bytes = base64_decode(&batch.defs)?;
    let defs: Vec<Reading> = postcard::from_bytes(&bytes).ok()?;
    (defs.len() == batch.keys.len()).then_some(defs)
}

fn with_known<T>(f: impl FnOnce(&mut Known) -> T) -> T {
    KNOWN.with(|k| {
        let mut k = k.borrow_mut();
        let known = k.get_or_insert_with(|| crate::store::get_text(KEY).map(|t| unpack(&t)).unwrap_or_default());
        f(known)
    })
}

/// Forgets the readings held in memory: the next use reads storage again (another wasm of the
/// page, the deck builder, may have kept new ones).
pub fn forget() {
    KNOWN.with(|k| *k.borrow_mut() = None);
}

/// The engine's reading of `p`, if this browser has read it (with this reader).
#[must_use]
pub fn reading(p: &PrintedCard) -> Option<CardDef> {
    let k = key(p);
    with_known(|known| known.defs.get(&k).map(|r| r.def.clone()))
}

/// The texts written for `def` when the worker read it (none for a card it has not read).
#[must_use]
pub fn texts(def: &CardDef) -> Option<CardTexts> {
    with_known(|known| known.defs.values().find(|r| r.def.number == def.number && r.def == *def).map(|r| r.texts.clone()))
}

/// The cards of `cards` not read yet, each once.
#[must_use]
pub fn missing<'a>(cards: impl IntoIterator<Item = &'a PrintedCard>) -> Vec<PrintedCard> {
    let mut seen = BTreeSet::new();
    with_known(|known| cards.into_iter().filter(|c| !known.defs.contains_key(&key(c)) && seen.insert(key(c))).cloned().collect())
}

/// Reads the cards of `cards` that are not read yet, with the worker, and keeps the readings.
pub async fn read(cards: &[PrintedCard]) -> Result<(), String> {
    let todo = missing(cards);
    if todo.is_empty() {
        return Ok(());
    }
    let request = serde_json::to_string(&todo).map_err(|e| e.to_string())?;
    let bytes = crate::worker::request("read", &request).await?;
    add(&todo, &bytes)?;
    keep();
    Ok(())
}

/// Takes the worker's answer (`bytes`: the readings of `cards`, in order).
pub fn add(cards: &[PrintedCard], bytes: &[u8]) -> Result<(), String> {
    let batch = Batch { keys: cards.iter().map(key).collect(), defs: base64_encode(bytes) };
    let Some(defs) = decode_batch(&batch) else { return Err("the card reader's answer does not fit this page".into()) };
    with_known(|known| {
        known.defs.extend(batch.keys.iter().copied().zip(defs));
        known.batches.push(batch);
    });
    Ok(())
}

/// Writes the readings still in use to local storage (best effort: a full storage only means
/// reading again next time).
fn keep() {
    let mut live: BTreeSet<u64> = crate::cardlist::imported().iter().map(key).collect();
    if let Some(save) = crate::table::stored() {
        live.extend(crate::session::cards_of_save(&save).iter().map(key));
    }
    let text = with_known(|known| {
        let last = known.batches.len().saturating_sub(1);
        known.batches = std::mem::take(&mut known.batches)
            .into_iter()
            .enumerate()
            .filter(|(i, b)| *i == last || b.keys.iter().any(|k| live.contains(k)))
            .map(|(_, b)| b)
            .collect();
        pack(&known.batches)
    });
    crate::store::set_text(KEY, &text);
    crate::store::delete(OLD_KEY);
}

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/// Standard base64 with padding.
fn base64_encode(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let n = chunk.iter().enumerate().fold(0u32, |n, (i, &b)| n | u32::from(b) << (16 - 8 * i));
        for i in 0..4 {
            if i <= chunk.len() {
                out.push(char::from(ALPHABET[(n >> (18 - 6 * i)) as usize & 63]));
            } else {
                out.push('=');
            }
        }
    }
    out
}

/// The bytes of a base64 text, or none when it is not one.
fn base64_decode(text: &str) -> Option<Vec<u8>> {
    let text = text.as_bytes();
    if !text.len().is_multiple_of(4) {
        return None;
    }
    let mut out = Vec::with_capacity(text.len() / 4 * 3);
    for chunk in text.chunks(4) {
        let pad = chunk.iter().rev().take_while(|&&c| c == b'=').count();
        if pad > 2 {
            return None;
        }
        let mut n = 0u32;
        for &c in &chunk[..4 - pad] {
            let v = ALPHABET.iter().position(|&a| a == c)?;
            n = n << 6 | v as u32;
        }
        n <<= 6 * pad as u32;
        out.extend_from_slice(&n.to_be_bytes()[1..4 - pad]);
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base64_round_trips_and_refuses_what_is_not_base64() {
        for len in 0..40 {
            let bytes: Vec<u8> = (0..len).map(|i| (i * 37 + 11) as u8).collect();
            let text = base64_encode(&bytes);
            assert_eq!(base64_decode(&text).as_deref(), Some(bytes.as_slice()), "{text}");
        }
        assert_eq!(base64_encode(b"Man"), "TWFu");
        assert_eq!(base64_encode(b"Ma"), "TWE=");
        assert_eq!(base64_decode("TQ=="), Some(b"M".to_vec()));
        assert_eq!(base64_decode("TQ="), None);
        assert_eq!(base64_decode("T!=="), None);
        assert_eq!(base64_decode("T==="), None);
    }

    fn batch_of(cards: &[PrintedCard]) -> Batch {
        let defs: Vec<Reading> = cards.iter().map(|c| Reading::of(opcg_cards::compile_card(c, game_core::Lang::En).def)).collect();
        Batch { keys: cards.iter().map(key).collect(), defs: base64_encode(&postcard::to_allocvec(&defs).unwrap()) }
    }

    /// Kept readings come back only under this reader's stamp, and a damaged batch is dropped
    /// alone (its cards are read again), never played.
    #[test]
    fn kept_readings_need_this_readers_stamp_and_whole_batches() {
        let cards = opcg_cards::builtin_cards();
        let good = batch_of(&cards[..3]);
        let mut cut = batch_of(&cards[3..5]);
        cut.defs.truncate(cut.defs.len() / 2 / 4 * 4);
        let mut short = batch_of(&cards[5..7]);
        short.keys.pop();
        let text = pack(&[good.clone(), cut, short]);
        let known = unpack(&text);
        assert_eq!(known.batches, vec![good.clone()]);
        assert_eq!(known.defs.len(), 3);
        assert_eq!(known.defs[&key(&cards[1])].def, opcg_cards::compile_card(&cards[1], game_core::Lang::En).def);
        assert_eq!(known.defs[&key(&cards[1])].texts, opcg_cards::written::write(&known.defs[&key(&cards[1])].def));
        assert_eq!(unpack(&pack(std::slice::from_ref(&good))).defs.len(), 3);
        let other = pack(&[good]).replacen(STAMP, "another build", 1);
        assert!(unpack(&other).defs.is_empty());
        assert!(unpack("{not json").defs.is_empty());
        assert!(unpack(&format!("{STAMP}\nzz;AAAA\n;")).defs.is_empty());
    }

    /// A card's key follows everything printed on it: a corrected text is another card.
    #[test]
    fn a_changed_text_is_another_reading() {
        let card = opcg_cards::builtin_cards().remove(3);
        let mut changed = card.clone();
        changed.texts.values_mut().for_each(|t| t.effect.push(' '));
        assert_eq!(key(&card), key(&card.clone()));
        assert_ne!(key(&card), key(&changed));
    }
}
